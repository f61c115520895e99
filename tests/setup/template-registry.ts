import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Vitest global setup: tests import the template registry, which is generated rather than
 * committed, so a run regenerates it first (it is rewritten only when a template changed).
 */
export default function generateTemplateRegistry() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  execFileSync(process.execPath, ["scripts/templates/generate-registry.mjs"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
