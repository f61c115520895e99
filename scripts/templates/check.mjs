#!/usr/bin/env node
// The template checker CI runs (docs/product.md#house-style, like Ghost's gscan): manifests, the
// SDK range each template was written for (ADR 55), required files, the import rule and
// stylesheet scoping. Every problem carries its rule's stable code (lib/rules.mjs,
// docs/templates.md#rule-codes). The registry is generated and not committed (ADR 10), so there
// is no stored copy to compare. Usage: node scripts/templates/check.mjs [--root <dir>]; exits 1
// naming each rule, file and problem.
import { checkCollectionPage } from "./lib/collection-rules.mjs";
import { checkStylesheets } from "./lib/css-rules.mjs";
import { discoverTemplates } from "./lib/discover.mjs";
import { checkImports, checkRequiredFiles } from "./lib/import-rules.mjs";
import { projectPaths } from "./lib/project.mjs";
import { describeProblem } from "./lib/rules.mjs";
import { TEMPLATE_SDK_VERSION } from "./lib/sdk-range.mjs";

const paths = projectPaths();
const { templates, errors } = await discoverTemplates(paths);

for (const template of templates) {
  errors.push(...(await checkRequiredFiles(template, paths.display)));
  errors.push(...(await checkImports(template, paths.display)));
  errors.push(...(await checkStylesheets(template, paths.display)));
  errors.push(...(await checkCollectionPage(template, paths.display)));
}

if (errors.length) {
  for (const error of errors) console.error(`✖ ${describeProblem(error)}`);
  console.error(
    `templates:check found ${errors.length} problem${errors.length === 1 ? "" : "s"} (rule codes: docs/templates.md#rule-codes).`,
  );
  process.exit(1);
}
console.log(
  `templates:check: ${templates.length} templates OK for SDK ${TEMPLATE_SDK_VERSION} (${templates.map((t) => t.id).join(", ")})`,
);
