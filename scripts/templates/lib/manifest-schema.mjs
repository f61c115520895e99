import { build } from "esbuild";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./project.mjs";

let loaded;

/**
 * The zod manifest schema from app/template-sdk/manifest.ts: one definition for the app and
 * these scripts. Node 20 cannot import TypeScript, so esbuild (already installed for Remix)
 * bundles the file with zod into one module under node_modules/.cache.
 */
export function loadManifestParser() {
  loaded ??= (async () => {
    const outdir = path.join(REPO_ROOT, "node_modules/.cache/viewfinder-templates");
    await mkdir(outdir, { recursive: true });
    // One file per process: parallel runs (tests, a dev watcher) never read a half-written one.
    const outfile = path.join(outdir, `manifest-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(REPO_ROOT, "app/template-sdk/manifest.ts")],
      outfile,
      bundle: true,
      format: "esm",
      platform: "node",
      logLevel: "silent",
    });
    try {
      return await import(pathToFileURL(outfile).href);
    } finally {
      await rm(outfile, { force: true });
    }
  })();
  return loaded;
}
