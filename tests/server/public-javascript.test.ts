import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/0028-public-javascript-per-page.md (and ADR 30): a public page loads the code of
 * the one template it shows, never Polaris, and not the code of the parts hydrated on demand. Read
 * from the production build (`npm run build` first): Remix's browser manifest says which modules a
 * page starts with, the compiler's metafile which sources each file holds.
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

/**
 * ADR 30: what a page's first load must not hold — the parts hydrated on demand (below the first
 * screen, the hero's banner, pictures), the lightbox's rules, what the root shows rarely, and
 * what runs on first use only. Each is in a file of its own that the page fetches when needed.
 */
const ON_DEMAND = [
  "app/template-sdk/carousel.tsx",
  "app/template-sdk/masonry.tsx",
  "app/template-sdk/more-photos.tsx",
  "app/template-sdk/gallery-skeleton.tsx",
  "app/template-sdk/featured-grid-gallery.tsx",
  "app/template-sdk/contact-form.tsx",
  "app/template-sdk/contact-errors.ts",
  "app/template-sdk/social-icons.tsx",
  "app/template-sdk/hero-background.tsx",
  "app/template-sdk/category-filter.tsx",
  "app/template-sdk/contrast.ts",
  "app/template-sdk/hero-image.tsx",
  "app/template-sdk/profile-image.tsx",
  "app/template-sdk/lightbox/lightbox-rules.ts",
  "templates/classic/sections.tsx",
  "templates/classic/about.tsx",
  "templates/epic/sections.tsx",
  "templates/epic/panels.tsx",
  "templates/epic/panel-snapping.ts",
  "templates/monochrome-white/sections.tsx",
  "app/ui/analytics.tsx",
  "app/ui/error-page.tsx",
  // Loaded, before hydration, by the pages that show the site's bar; portfolios draw their own.
  "app/ui/nav-bar.tsx",
  "app/ui/nav-identity.tsx",
  // With the signed-in parts of the site's bar (nav-identity.tsx).
  "app/ui/unread-messages-badge.tsx",
  // With a visitor's first edit before hydration (entry.client.tsx).
  "app/ui/keep-early-input.ts",
  // With the first toast, before hydration when the server drew one (toaster.tsx).
  "app/ui/toast-list.tsx",
  "app/ui/avatar.tsx",
  "app/ui/theme-select.tsx",
  "app/ui/send-contact.ts",
  "app/ui/fetch-photos-page.ts",
  "app/ui/portfolio-not-found.tsx",
];

/**
 * The host's side of the SDK (host.tsx, template-assets.ts, the sections it wraps on demand):
 * files of the pages that use them.
 */
const HOST = /^app\/template-sdk\/(host|template-assets|on-demand\/template-sections)\./;

/** A page's first load: its modules and, on a gallery page, each template it may show. */
function firstLoad(route: string) {
  const start = [
    manifest.entry.module,
    manifest.routes.root!.module,
    manifest.routes[route]!.module,
  ];
  const templates = route.includes("photos") ? [] : installed.map((id) => templateFile(id)!);
  return staticGraph([...start.map(fileOf), ...templates]);
}

describe("a public page's first load (ADR 30)", () => {
  it("has every on-demand part's code in the build, in a file loaded on demand", () => {
    const built = new Set(Object.values(outputs).flatMap((output) => Object.keys(output.inputs)));
    expect(ON_DEMAND.filter((source) => !built.has(source))).toEqual([]);
  });

  it.each(PUBLIC_ROUTES)("%s holds none of the on-demand parts' code", (route) => {
    const sources = sourcesOf(firstLoad(route));
    expect(sources.length).toBeGreaterThan(0);
    expect(ON_DEMAND.filter((source) => sources.includes(source))).toEqual([]);
  });

  // Each extra file costs more gzipped than its code would inside the one (ADR 28, ADR 30).
  it.each(PUBLIC_ROUTES)("%s starts with the SDK's code in one file", (route) => {
    const sdk = (source: string) => source.startsWith("app/template-sdk/") && !HOST.test(source);
    const sdkFiles = [...firstLoad(route)].filter((file) =>
      Object.keys(outputs[file]!.inputs).some(sdk),
    );
    expect(sdkFiles).toHaveLength(1);
  });
});
