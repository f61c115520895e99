#!/usr/bin/env node
// The template checker CI runs (DESIGN §11, like Ghost's gscan): manifests, required files,
// the import rule, stylesheet scoping, and a registry that matches the templates on disk.
// Usage: node scripts/templates/check.mjs [--root <dir>]; exits 1 naming each file and problem.
import { checkStylesheets } from "./lib/css-rules.mjs";
import { discoverTemplates } from "./lib/discover.mjs";
import { checkImports, checkRequiredFiles } from "./lib/import-rules.mjs";
import { projectPaths } from "./lib/project.mjs";
import { registryIsCurrent, renderRegistry } from "./lib/registry.mjs";

const paths = projectPaths();
const { templates, errors } = await discoverTemplates(paths);

for (const template of templates) {
  errors.push(...(await checkRequiredFiles(template, paths.display)));
  errors.push(...(await checkImports(template, paths.display)));
  errors.push(...(await checkStylesheets(template, paths.display)));
}
if (
  !errors.length &&
  !(await registryIsCurrent(
    await renderRegistry(templates, paths.registryFile),
    paths.registryFile,
  ))
) {
  errors.push(
    `${paths.display(paths.registryFile)} is out of date: run \`node scripts/templates/generate-registry.mjs\` (npm run build does too) and commit it`,
  );
}

if (errors.length) {
  for (const error of errors) console.error(`✖ ${error}`);
  console.error(`templates:check found ${errors.length} problem${errors.length === 1 ? "" : "s"}.`);
  process.exit(1);
}
console.log(
  `templates:check: ${templates.length} templates OK (${templates.map((t) => t.id).join(", ")})`,
);
