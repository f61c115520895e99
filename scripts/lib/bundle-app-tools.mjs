// Bundles command-line tools written against the app's own TypeScript modules (config, engines,
// stores) into plain .mjs files node runs as they are: a production install has no TypeScript
// runner. The app's dependencies stay external (an install has them); the app's own modules,
// and anything else, are bundled. Used by the ops tools' build and by the page benchmark.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `entryPoints` ({name: source}) into `outdir`/name.mjs. The folder must be inside the project,
 * where imports of dependencies resolve to its node_modules.
 */
export async function bundleAppTools(entryPoints, outdir) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  await build({
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // A name also covers its subpaths (@aws-sdk/client-s3's, say).
    external: Object.keys(dependencies),
    tsconfig: path.join(root, "tsconfig.json"),
    absWorkingDir: root,
    logLevel: "warning",
  });
}
