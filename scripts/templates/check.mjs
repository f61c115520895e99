#!/usr/bin/env node
// The template checker CI runs (docs/product.md#house-style, like Ghost's gscan): manifests,
// required files, the import rule and stylesheet scoping. The registry is generated and not
// committed (ADR 10), so there is no stored copy to compare. Usage: node
// scripts/templates/check.mjs [--root <dir>]; exits 1 naming each file and problem.
import { checkStylesheets } from "./lib/css-rules.mjs";
import { discoverTemplates } from "./lib/discover.mjs";
import { checkImports, checkRequiredFiles } from "./lib/import-rules.mjs";
import { projectPaths } from "./lib/project.mjs";

const paths = projectPaths();
const { templates, errors } = await discoverTemplates(paths);

for (const template of templates) {
  errors.push(...(await checkRequiredFiles(template, paths.display)));
  errors.push(...(await checkImports(template, paths.display)));
  errors.push(...(await checkStylesheets(template, paths.display)));
}

if (errors.length) {
  for (const error of errors) console.error(`✖ ${error}`);
  console.error(`templates:check found ${errors.length} problem${errors.length === 1 ? "" : "s"}.`);
  process.exit(1);
}
console.log(
  `templates:check: ${templates.length} templates OK (${templates.map((t) => t.id).join(", ")})`,
);
