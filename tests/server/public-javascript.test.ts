import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 11, item 4 (ADR 28): a public page loads the code of the one template it shows, and never
 * Polaris. Read from the production build (`npm run build` first): Remix's browser manifest says
 * which modules a page starts with, the compiler's metafile which sources each file holds.
 */

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC_ROUTES = [
  "routes/_index",
  "routes/$identifier",
  "routes/$identifier_.photos.$photoId",
  "routes/photos.$photoId",
];
const POLARIS = /node_modules\/@shopify\/polaris/;

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

function readBuild() {
  const metafile = path.join(ROOT, "build/metafile.js.json");
  const assets = path.join(ROOT, "public/build");
  if (!existsSync(metafile) || !existsSync(assets))
    throw new Error("No production build: run `npm run build` first.");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  const manifest = JSON.parse(
    readFileSync(path.join(assets, manifestFile!), "utf8").replace(
      /^window\.__remixManifest=|;$/g,
      "",
    ),
  ) as {
    entry: { module: string };
    routes: Record<string, { module: string }>;
  };
  const { outputs } = JSON.parse(readFileSync(metafile, "utf8")) as {
    outputs: Record<string, Output>;
  };
  return { manifest, outputs };
}

const { manifest, outputs } = readBuild();
// Manifest URLs (/build/x.js) and metafile keys (public/build/x.js) name the same files.
const fileOf = (url: string) => `public${url}`;

/** The files a page imports before running anything: `start` and their static imports. */
function staticGraph(start: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of outputs[file]!.imports)
      if (imported.kind === "import-statement" && imported.path.endsWith(".js"))
        visit(imported.path);
  };
  start.forEach(visit);
  return files;
}

const sourcesOf = (files: Set<string>) =>
  [...files].flatMap((file) => Object.keys(outputs[file]!.inputs));

const installed = readdirSync(path.join(ROOT, "templates"), { withFileTypes: true })
  .filter((entry) => existsSync(path.join(ROOT, "templates", entry.name, "package.json")))
  .map((entry) => entry.name);

/** The file a template's code is compiled into (its entry, loaded with import()). */
const templateFile = (id: string) =>
  Object.keys(outputs).find((file) => outputs[file]!.entryPoint === `templates/${id}/index.tsx`);

describe("a public page's JavaScript", () => {
  it.each(PUBLIC_ROUTES)("%s starts with no template's code and no Polaris", (route) => {
    const sources = sourcesOf(
      staticGraph([
        fileOf(manifest.entry.module),
        fileOf(manifest.routes.root!.module),
        fileOf(manifest.routes[route]!.module),
      ]),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.startsWith("templates/"))).toEqual([]);
    expect(sources.filter((source) => POLARIS.test(source))).toEqual([]);
  });

  it.each(installed)(
    "the %s template is a file of its own, loaded on demand, with nothing of another template",
    (id) => {
      const file = templateFile(id);
      expect(file, `no chunk for templates/${id}/index.tsx`).toBeDefined();
      const loadedBy = Object.values(outputs).filter((output) =>
        output.imports.some((i) => i.path === file && i.kind === "dynamic-import"),
      );
      expect(loadedBy.length).toBeGreaterThan(0);
      const sources = sourcesOf(staticGraph([file!]));
      expect(sources).toContain(`templates/${id}/index.tsx`);
      expect(
        sources
          .filter((source) => source.startsWith("templates/"))
          .filter((source) => !source.startsWith(`templates/${id}/`)),
      ).toEqual([]);
      expect(sources.filter((source) => POLARIS.test(source))).toEqual([]);
    },
  );
});
