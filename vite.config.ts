// The same app built by Remix's Vite plugin, next to the classic compiler's build, so that nothing
// depends on what only the classic compiler does (docs/decisions/0060-building-with-vite.md).
// `npm run build:vite` writes to build-vite/; the production server still serves build/.
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import classic from "./remix.config.js";

const bundled = classic.serverDependenciesToBundle ?? [];

export default defineConfig({
  resolve: {
    // tsconfig.json's "paths": the classic compiler reads them from there, Vite does not.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // serverDependenciesToBundle's Vite name: Polaris's ES modules are reachable only through its
    // "module" field, which Node ignores, so the server build bundles them.
    noExternal: bundled === "all" ? true : bundled,
  },
  plugins: [
    remix({
      buildDirectory: "build-vite",
      // remix.config.js's own: both builds mean the same routes and the same future flags.
      ignoredRouteFiles: classic.ignoredRouteFiles,
      serverModuleFormat: classic.serverModuleFormat,
      future: classic.future,
    }),
  ],
});
