// Bundles the operations tools (backup, restore, migrate, reset-password) into build/ops/*.mjs
// at `npm run build` (scripts/lib/bundle-app-tools.mjs says how).
import { bundleAppTools } from "../lib/bundle-app-tools.mjs";

// Tests bundle into a folder of their own (inside the project, where node_modules resolves).
const outdir = process.argv[2] ?? "build/ops";

await bundleAppTools(
  {
    backup: "scripts/ops/backup.ts",
    restore: "scripts/ops/restore.ts",
    migrate: "scripts/ops/migrate.ts",
    "reset-password": "scripts/ops/reset-password.ts",
  },
  outdir,
);
