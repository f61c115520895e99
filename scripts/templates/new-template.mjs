#!/usr/bin/env node
// Scaffolds a working template: npm run template:new <id> [-- --name "Display Name" --author "You"]
// Copies scripts/templates/scaffold/, fills in the id and names, then regenerates the registry.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { discoverTemplates } from "./lib/discover.mjs";
import { format } from "./lib/format.mjs";
import { loadManifestParser } from "./lib/manifest-schema.mjs";
import { projectPaths } from "./lib/project.mjs";
import { writeRegistryFiles } from "./lib/registry.mjs";
import { describeProblem } from "./lib/rules.mjs";
import { TEMPLATE_SDK_VERSION } from "./lib/sdk-range.mjs";

const SCAFFOLD = path.join(path.dirname(fileURLToPath(import.meta.url)), "scaffold");
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const paths = projectPaths(args);
const id = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { TEMPLATE_ID_PATTERN } = await loadManifestParser();
if (!id)
  fail("Usage: npm run template:new <id>   (kebab-case, e.g. npm run template:new film-grain)");
if (!TEMPLATE_ID_PATTERN.test(id)) {
  fail(
    `"${id}" is not a valid template id: use kebab-case (a-z, 0-9 and dashes, starting with a letter), e.g. film-grain`,
  );
}
const dir = path.join(paths.templatesDir, id);
if (existsSync(dir)) fail(`${paths.display(dir)}/ already exists: choose another id`);

const words = id.split("-");
const replacements = {
  __ID__: id,
  __NAME__: option("name") ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" "),
  __AUTHOR__: option("author") ?? "Your Name",
  __COMPONENT__: `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Portfolio`,
  // A new template is written for the SDK it is created with (ADR 55).
  __SDK_VERSION__: TEMPLATE_SDK_VERSION,
};
const fill = (text) =>
  text.replace(/__(ID|NAME|AUTHOR|COMPONENT|SDK_VERSION)__/g, (key) => replacements[key]);

await mkdir(dir, { recursive: true });
for (const file of await readdir(SCAFFOLD)) {
  const target = file === "test.tsx.tmpl" ? `${id}.test.tsx` : file.replace(/\.tmpl$/, "");
  const text = fill(await readFile(path.join(SCAFFOLD, file), "utf8"));
  const output = path.join(dir, target);
  // Ids change line lengths, so the copy is formatted like the rest of the repository.
  await writeFile(output, target.endsWith(".md") ? text : await format(text, output));
}

const { templates, errors } = await discoverTemplates(paths);
if (errors.length)
  fail(
    `The template was created, but the registry could not be generated:\n  ${errors.map(describeProblem).join("\n  ")}`,
  );
await writeRegistryFiles(templates, paths.registryFile);

const shown = paths.display(dir);
console.log(`Created ${shown}/ and added it to ${paths.display(paths.registryFile)}.

Next steps:
  1. Describe it in ${shown}/package.json (viewfinder: name, description, colours, typography).
  2. Build the page in ${shown}/portfolio.tsx with the SDK (~/template-sdk); style it in styles.css.
  3. npx vitest run ${shown}        # its own test, and templates/all-templates.test.tsx
  4. npm run templates:check       # manifest, imports, scoped CSS
  5. Choose it in Account → Portfolio, or POST /api/user/template {"templateId":"${id}"}.
See docs/templates.md.`);
