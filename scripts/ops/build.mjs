// Bundles the operations tools (backup, restore, migrate) into build/ops/*.mjs at `npm run build`:
// a production install has no TypeScript runner, and the tools share the app's own modules
// (config, engines, stores). The app's dependencies stay external (a production install has
// them); the app's own modules, and anything else, are bundled.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
// Tests bundle into a folder of their own (inside the project, where node_modules resolves).
const outdir = process.argv[2] ?? "build/ops";

await build({
  entryPoints: {
    backup: "scripts/ops/backup.ts",
    restore: "scripts/ops/restore.ts",
    migrate: "scripts/ops/migrate.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // A name also covers its subpaths (@seald-io/nedb/lib/model.js).
  external: Object.keys(dependencies),
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
