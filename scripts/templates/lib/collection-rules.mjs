import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ENTRY_FILE } from "./discover.mjs";
import { problem } from "./rules.mjs";

const LOADER = /collectionPage\s*:\s*\(\s*\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/;
const EXPORTS_PAGE =
  /export\s+(?:function|const|let|class)\s+CollectionPage\b|export\s*\{[^}]*\bCollectionPage\b[^}]*\}/;

/** The file an import specifier names, trying the extensions a template's modules have. */
function moduleFile(dir, specifier) {
  const base = path.resolve(dir, specifier);
  return ["", ".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && !file.endsWith(path.sep));
}

/**
 * SDK 1.1 (docs/templates.md#collections): a template either brings its own collection page —
 * `collectionPage: () => import("./collection-page")` in index.tsx, a module exporting
 * `CollectionPage` — or leaves it out and gets the SDK's. The host picks the export by name, so a
 * misnamed one would only fail on a visitor's page. (Its collection list is a component it
 * renders itself, the SDK's `CollectionList` or its own: the import rule covers it.)
 */
export async function checkCollectionPage(template, display) {
  const entry = path.join(template.dir, ENTRY_FILE);
  if (!existsSync(entry)) return [];
  const source = await readFile(entry, "utf8");
  if (!/\bcollectionPage\b/.test(source)) return [];
  const loader = LOADER.exec(source);
  const file = loader?.[1]?.startsWith(".") ? moduleFile(template.dir, loader[1]) : undefined;
  if (file && EXPORTS_PAGE.test(await readFile(file, "utf8"))) return [];
  const where = file ? display(file) : `the module it names`;
  return [
    problem(
      "VF-COL-001",
      `${display(entry)}: collectionPage must be () => import("./a-file-of-yours") and ${where} must export CollectionPage`,
    ),
  ];
}
