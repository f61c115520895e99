#!/usr/bin/env node
// Fails when modules import each other in a cycle (docs/decisions/0056-no-import-cycles.md). A
// cycle lets a module run before one it imports has finished — a `const` read too early — and
// makes the two one unit that neither can be understood, tested or split without the other.
// Counted: the imports that run when a module is evaluated (`import … from`, `export … from`).
// Not counted: `import type` (erased from the output) and `import()` (runs later, once every
// module has evaluated): a part loaded on demand may use the SDK that loads it (ADR 30).
// Usage: node scripts/check-import-cycles.mjs [folder…]   (default: app templates)
import madge from "madge";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_FOLDERS = ["app", "templates"];
const RUNTIME_IMPORTS = { skipTypeImports: true, skipAsyncImports: true };

/** Each cycle as the files in it, relative to the repository, in import order. */
export async function importCycles(folders = DEFAULT_FOLDERS) {
  const graph = await madge(
    folders.map((folder) => path.resolve(ROOT, folder)),
    {
      baseDir: ROOT,
      fileExtensions: ["ts", "tsx", "mts", "js", "mjs"],
      tsConfig: path.join(ROOT, "tsconfig.json"),
      detectiveOptions: { ts: RUNTIME_IMPORTS, tsx: RUNTIME_IMPORTS, es6: RUNTIME_IMPORTS },
    },
  );
  return graph.circular();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  const cycles = await importCycles(folders.length > 0 ? folders : DEFAULT_FOLDERS);
  if (cycles.length === 0) {
    console.log("No import cycles.");
  } else {
    console.error(`${cycles.length} import cycle(s) (docs/decisions/0056-no-import-cycles.md):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(" -> ")}`);
    process.exitCode = 1;
  }
}
