#!/usr/bin/env node
// Discovers templates/*/ and writes app/template-registry.generated.ts
// (docs/product.md#template-plugins, ADR 0006). Usage: node scripts/templates/generate-registry.mjs
// [--root <dir>] [--watch] Exits 1 with one line per problem (rule code, file and field) when a
// manifest is invalid or a template was written for an SDK this one is not (ADR 55): such a
// template is never loaded.
import { watch } from "node:fs";
import { discoverTemplates } from "./lib/discover.mjs";
import { projectPaths } from "./lib/project.mjs";
import { writeRegistryFiles } from "./lib/registry.mjs";
import { describeProblem } from "./lib/rules.mjs";

const paths = projectPaths();

async function generate() {
  const { templates, errors } = await discoverTemplates(paths);
  if (errors.length) {
    for (const error of errors) console.error(`✖ ${describeProblem(error)}`);
    return false;
  }
  const changed = await writeRegistryFiles(templates, paths.registryFile);
  const ids = templates.map((t) => (t.manifest.isDefault ? `${t.id} (default)` : t.id)).join(", ");
  console.log(`Templates: ${ids}${changed ? ` → ${paths.display(paths.registryFile)}` : ""}`);
  return true;
}

if (!process.argv.includes("--watch")) {
  process.exit((await generate()) ? 0 : 1);
}

// Dev: regenerate when a template folder or manifest appears, changes or goes. Errors are
// printed and the last good registry stays, so the dev server keeps running.
await generate();
let timer;
watch(paths.templatesDir, { recursive: true }, (_event, file) => {
  if (file && !/(^|[\\/])package\.json$/.test(file) && file.includes("/")) return;
  clearTimeout(timer);
  timer = setTimeout(() => generate().catch((error) => console.error(error)), 100);
});
