import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredTemplate } from "~/template-sdk";
import { TemplatePage } from "~/template-sdk/host";
import { TemplateRoot } from "~/template-sdk/template-root";
import { TEMPLATE_SDK_VERSION } from "~/template-sdk/sdk-version";
import { fixtureCollectionProps, fixturePhotos, fixtureProps } from "~/template-sdk/testing";

/**
 * The scripts run for real, but against throwaway trees under .tmp/ (`--root`), never against
 * the shared templates/ folder other people are building from.
 */
const REPO = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const roots: string[] = [];

async function tree(): Promise<string> {
  const root = path.join(REPO, ".tmp", `templates-tooling-${randomUUID().slice(0, 8)}`);
  roots.push(root);
  await mkdir(path.join(root, "templates"), { recursive: true });
  await mkdir(path.join(root, "app"), { recursive: true });
  return root;
}

async function script(name: string, root: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run("node", [
      path.join(REPO, "scripts/templates", name),
      "--root",
      root,
      ...args,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** Every line appears in a script's output (each problem is printed on its own line). */
function expectLines(out: string, lines: string[]) {
  for (const line of lines) expect(out).toContain(line);
}

afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe("npm run template:new", () => {
  let root = "";
  beforeAll(async () => {
    root = await tree();
  });

  it("scaffolds a template the registry picks up and that renders", async () => {
    const created = await script("new-template.mjs", root, "film-grain", "--name", "Film Grain");
    expect(created.code).toBe(0);
    expect(created.out).toContain("Created templates/film-grain/");
    expect(created.out).toContain("npm run templates:check");
    const pkg = JSON.parse(
      await readFile(path.join(root, "templates/film-grain/package.json"), "utf8"),
    );
    expect(pkg.viewfinder).toMatchObject({ id: "film-grain", name: "Film Grain" });

    const registry = path.join(root, "app/template-registry.generated.ts");
    const { TEMPLATES } = (await import(registry)) as { TEMPLATES: RegisteredTemplate[] };
    expect(TEMPLATES.map((t) => t.manifest.id)).toEqual(["film-grain"]);
    const html = renderToString(
      createElement(TemplatePage, {
        template: TEMPLATES[0]!,
        props: fixtureProps({ photos: fixturePhotos(5, 2) }),
      }),
    );
    expect(html).toContain('class="vf-template template-film-grain"');
    expect(html).toContain('data-section="hero"');
    expect(html).toContain('data-section="footer"');
    expect(html).toContain('href="/ana/photos/p5"');
    expect(html).toContain('alt="Alt text 3"');
    const empty = renderToString(
      createElement(TemplatePage, { template: TEMPLATES[0]!, props: fixtureProps({ photos: [] }) }),
    );
    expect(empty).toContain("No photos to display.");
    // SDK 1.1: its own collection page, and the SDK's collection cards in its portfolio.
    const page = await TEMPLATES[0]!.definition.collectionPage?.();
    expect(page?.CollectionPage).toBeTypeOf("function");
    // SDK 1.2: it renders the host's photoActions with each photo.
    const photoActions = (photo: { id: string }) =>
      createElement("button", { type: "button" }, `Favourite: ${photo.id}`);
    const collectionHtml = renderToString(
      createElement(TemplateRoot, {
        manifest: TEMPLATES[0]!.manifest,
        children: createElement(page!.CollectionPage, fixtureCollectionProps({ photoActions })),
      }),
    );
    for (const id of ["p1", "p2", "p3"]) expect(collectionHtml).toContain(`Favourite: ${id}`);
    const portfolio = await readFile(path.join(root, "templates/film-grain/portfolio.tsx"), "utf8");
    expect(portfolio).toContain("<CollectionList collections={props.collections}");

    expect((await script("check.mjs", root)).code).toBe(0);
  });

  it("refuses ids that are not kebab-case or already taken", async () => {
    const bad = await script("new-template.mjs", root, "Film_Grain");
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('"Film_Grain" is not a valid template id: use kebab-case');
    const taken = await script("new-template.mjs", root, "film-grain");
    expect(taken.code).toBe(1);
    expect(taken.out).toContain("templates/film-grain/ already exists");
  });
});

describe("registry generator and templates:check", () => {
  let root = "";
  beforeAll(async () => {
    root = await tree();
    await cp(path.join(REPO, "templates/monochrome"), path.join(root, "templates/monochrome"), {
      recursive: true,
    });
    await cp(path.join(REPO, "templates/epic"), path.join(root, "templates/epic"), {
      recursive: true,
    });
  });
  const manifestFile = (id: string) => path.join(root, "templates", id, "package.json");
  async function editManifest(id: string, change: (manifest: Record<string, unknown>) => void) {
    const pkg = JSON.parse(await readFile(manifestFile(id), "utf8"));
    const before = JSON.stringify(pkg, null, 2);
    change(pkg.viewfinder);
    await writeFile(manifestFile(id), JSON.stringify(pkg, null, 2));
    return () => writeFile(manifestFile(id), before);
  }

  it("writes the registry; with no template flagged, the first becomes the default", async () => {
    const generated = await script("generate-registry.mjs", root);
    expect(generated.code).toBe(0);
    expect(generated.out).toContain("Templates: epic (default), monochrome");
    expect((await script("check.mjs", root)).code).toBe(0);
  });

  it("fails the build on a bad manifest, naming the file and the field", async () => {
    const restore = await editManifest("epic", (m) => {
      m.colorScheme = { ...(m.colorScheme as object), accent: "gold" };
    });
    const result = await script("generate-registry.mjs", root);
    await restore();
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "VF-PKG-004 templates/epic/package.json: viewfinder.colorScheme.accent must be a hex colour like #f5f5f5",
    );
    const mismatch = await editManifest("epic", (m) => (m.id = "epic-2"));
    const second = await script("generate-registry.mjs", root);
    await mismatch();
    expect(second.out).toContain(
      'VF-PKG-006 templates/epic/package.json: viewfinder.id must equal the folder name "epic" (found "epic-2")',
    );
  });

  it("refuses two default templates", async () => {
    const one = await editManifest("epic", (m) => (m.isDefault = true));
    const two = await editManifest("monochrome", (m) => (m.isDefault = true));
    const result = await script("generate-registry.mjs", root);
    await one();
    await two();
    expect(result.code).toBe(1);
    expect(result.out).toContain("VF-PKG-007 viewfinder.isDefault is true in 2 templates");
  });

  it("names the file and import when a template reaches past the SDK", async () => {
    const file = path.join(root, "templates/epic/panels.tsx");
    const original = await readFile(file, "utf8");
    await writeFile(
      file,
      `import { db } from "~/data/db.server";\nimport "../monochrome/gallery";\n${original}`,
    );
    const result = await script("check.mjs", root);
    await writeFile(file, original);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'VF-IMP-001 templates/epic/panels.tsx: imports "~/data/db.server"; templates may import only react, react/*, ~/template-sdk',
    );
    expect(result.out).toContain(
      'VF-IMP-001 templates/epic/panels.tsx: imports "../monochrome/gallery"',
    );
  });

  it("accepts the SDK's collection blocks and checks a template's own collection page (SDK 1.1)", async () => {
    const list = path.join(root, "templates/monochrome/gallery.tsx");
    const listOriginal = await readFile(list, "utf8");
    await writeFile(list, `import "~/template-sdk/collections";\n${listOriginal}`);
    const accepted = await script("check.mjs", root);
    const page = path.join(root, "templates/epic/collection-page.tsx");
    const pageOriginal = await readFile(page, "utf8");
    await writeFile(page, pageOriginal.replace("export function CollectionPage", "function Page"));
    const misnamed = await script("check.mjs", root);
    await writeFile(page, pageOriginal);
    await writeFile(list, listOriginal);
    expect(accepted.code).toBe(0);
    expect(misnamed.code).toBe(1);
    expect(misnamed.out).toContain(
      'VF-COL-001 templates/epic/index.tsx: collectionPage must be () => import("./a-file-of-yours") and templates/epic/collection-page.tsx must export CollectionPage',
    );
  });

  it("requires stylesheets scoped to .template-{id} and local files only", async () => {
    const file = path.join(root, "templates/epic/styles.css");
    const original = await readFile(file, "utf8");
    await writeFile(
      file,
      `${original}\n.gallery, .template-epic a { color: red }\n@media (min-width: 1px) { body { margin: 0 } }\n@keyframes spin { to { opacity: 1 } }\n@import url("https://fonts.example/x.css");\n@import "../monochrome/styles.css";\n`,
    );
    const result = await script("check.mjs", root);
    await writeFile(file, original);
    expect(result.code).toBe(1);
    expectLines(result.out, [
      'VF-CSS-003 templates/epic/styles.css: selector ".gallery" must start with .template-epic',
      'selector "body" must start with .template-epic',
      "VF-CSS-004 templates/epic/styles.css: @keyframes spin must be named epic-…",
      "VF-CSS-001 templates/epic/styles.css: loads a remote file",
      'VF-CSS-002 templates/epic/styles.css: @import "../monochrome/styles.css" is outside the template folder',
    ]);
    expect(result.out).not.toContain('".template-epic a"');
  });

  it("checks a fresh clone, where no registry has been generated yet", async () => {
    const fresh = await tree();
    await cp(path.join(REPO, "templates/epic"), path.join(fresh, "templates/epic"), {
      recursive: true,
    });
    const result = await script("check.mjs", fresh);
    expect(result.out).not.toContain("out of date");
    expect(result.code).toBe(0);
  });
});

describe("the SDK contract (ADR 55)", () => {
  const NEXT_MAJOR = `^${Number(TEMPLATE_SDK_VERSION.split(".")[0]) + 1}.0.0`;
  let root = "";
  beforeAll(async () => {
    root = await tree();
    await cp(path.join(REPO, "templates/epic"), path.join(root, "templates/epic"), {
      recursive: true,
    });
  });
  /** Rewrites epic's package.json for one test; the returned function puts it back. */
  async function plant(change: (pkg: Record<string, unknown>) => void) {
    const file = path.join(root, "templates/epic/package.json");
    const before = await readFile(file, "utf8");
    const pkg = JSON.parse(before);
    change(pkg);
    await writeFile(file, JSON.stringify(pkg, null, 2));
    return () => writeFile(file, before);
  }
  const sdkRange = (range: unknown) => (pkg: Record<string, unknown>) => {
    pkg.engines = { "viewfinder-sdk": range };
  };

  it("accepts every shipped template: each declares a range that includes the running SDK", async () => {
    const all = await tree();
    for (const entry of await readdir(path.join(REPO, "templates"), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const from = path.join(REPO, "templates", entry.name);
      await cp(from, path.join(all, "templates", entry.name), { recursive: true });
      const pkg = JSON.parse(await readFile(path.join(from, "package.json"), "utf8"));
      expect(pkg.engines?.["viewfinder-sdk"], entry.name).toBeTypeOf("string");
    }
    const result = await script("check.mjs", all);
    expect(result.out).toContain(`OK for SDK ${TEMPLATE_SDK_VERSION}`);
    expect(result.code).toBe(0);
  });

  it("loads a template written for this SDK", async () => {
    const restore = await plant(sdkRange(`^${TEMPLATE_SDK_VERSION}`));
    const checked = await script("check.mjs", root);
    const generated = await script("generate-registry.mjs", root);
    await restore();
    expect(checked.code).toBe(0);
    expect(generated.code).toBe(0);
    expect(generated.out).toContain("Templates: epic (default)");
  });

  it("refuses a template written for a newer SDK: templates:check fails and the registry leaves it out", async () => {
    const fresh = await tree();
    await cp(path.join(REPO, "templates/epic"), path.join(fresh, "templates/epic"), {
      recursive: true,
    });
    const file = path.join(fresh, "templates/epic/package.json");
    const pkg = JSON.parse(await readFile(file, "utf8"));
    sdkRange(NEXT_MAJOR)(pkg);
    await writeFile(file, JSON.stringify(pkg, null, 2));

    const checked = await script("check.mjs", fresh);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain(
      `VF-SDK-002 templates/epic/package.json: engines.viewfinder-sdk "${NEXT_MAJOR}" does not include the running SDK ${TEMPLATE_SDK_VERSION}: the template needs a newer Viewfinder`,
    );
    const generated = await script("generate-registry.mjs", fresh);
    expect(generated.code).toBe(1);
    expect(generated.out).toContain("VF-SDK-002 templates/epic/package.json");
    expect(existsSync(path.join(fresh, "app/template-registry.generated.ts"))).toBe(false);
  });

  it("refuses a template written only for older SDKs", async () => {
    const restore = await plant(sdkRange(`<${TEMPLATE_SDK_VERSION}`));
    const result = await script("check.mjs", root);
    await restore();
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `VF-SDK-002 templates/epic/package.json: engines.viewfinder-sdk "<${TEMPLATE_SDK_VERSION}" does not include the running SDK ${TEMPLATE_SDK_VERSION}: bring the template up to SDK ${TEMPLATE_SDK_VERSION}`,
    );
  });

  it("requires a declared range", async () => {
    const none = await plant((pkg) => delete pkg.engines);
    const result = await script("check.mjs", root);
    await none();
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `VF-SDK-001 templates/epic/package.json: engines.viewfinder-sdk is missing: declare the SDK versions the template was written for, like "^${TEMPLATE_SDK_VERSION}"`,
    );
    const otherEngine = await plant((pkg) => (pkg.engines = { node: ">=24" }));
    const second = await script("generate-registry.mjs", root);
    await otherEngine();
    expect(second.code).toBe(1);
    expect(second.out).toContain("VF-SDK-001 templates/epic/package.json");
  });

  it("fails a planted range that is not semver", async () => {
    for (const range of ["latest-ish", "", 1]) {
      const restore = await plant(sdkRange(range));
      const result = await script("check.mjs", root);
      await restore();
      expect(result.code, String(range)).toBe(1);
      expect(result.out).toContain(
        `VF-SDK-003 templates/epic/package.json: engines.viewfinder-sdk ${JSON.stringify(range)} is not a semver range like "^${TEMPLATE_SDK_VERSION}"`,
      );
    }
  });
});

describe("rule codes", () => {
  async function epicTree() {
    const root = await tree();
    await cp(path.join(REPO, "templates/epic"), path.join(root, "templates/epic"), {
      recursive: true,
    });
    return root;
  }

  it("name the rule of every manifest problem", async () => {
    const root = await epicTree();
    const file = path.join(root, "templates/epic/package.json");
    const pkg = JSON.parse(await readFile(file, "utf8"));
    delete pkg.viewfinder.name;
    pkg.viewfinder.colourScheme = {};
    await writeFile(file, JSON.stringify(pkg, null, 2));
    await mkdir(path.join(root, "templates/bare"));
    await mkdir(path.join(root, "templates/broken"));
    await writeFile(path.join(root, "templates/broken/package.json"), "{ not json");

    const result = await script("check.mjs", root);
    expect(result.code).toBe(1);
    expectLines(result.out, [
      "VF-PKG-001 templates/bare/package.json is missing (every template needs a manifest)",
      "VF-PKG-002 templates/broken/package.json: is not valid JSON",
      "VF-PKG-003 templates/epic/package.json: viewfinder.name is required",
      "VF-PKG-005 templates/epic/package.json: viewfinder.colourScheme is not a known manifest field",
      "found 4 problems (rule codes: docs/templates.md#rule-codes)",
    ]);
  });

  it("name the rule of every missing file", async () => {
    const root = await epicTree();
    for (const file of ["index.tsx", "README.md"])
      await rm(path.join(root, "templates/epic", file));
    const dir = path.join(root, "templates/epic");
    for (const file of await readdir(dir)) {
      if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) await rm(path.join(dir, file));
    }
    const entry = await script("check.mjs", root);
    expect(entry.code).toBe(1);
    expect(entry.out).toContain(
      "VF-FILE-002 templates/epic/index.tsx is missing (the entry module exporting Template)",
    );

    await writeFile(path.join(dir, "index.tsx"), "export const Template = null;\n");
    await rm(path.join(dir, "styles.css"));
    const rest = await script("check.mjs", root);
    expect(rest.out).toContain(
      "VF-FILE-003 templates/epic/styles.css is missing (the template's stylesheet)",
    );
    await writeFile(path.join(dir, "styles.css"), ".template-epic { color: red }\n");
    const files = await script("check.mjs", root);
    expect(files.out).toContain("VF-FILE-004 templates/epic/README.md is missing");
    expect(files.out).toContain("VF-FILE-005 templates/epic/ has no test (*.test.tsx)");

    const empty = await tree();
    const none = await script("check.mjs", empty);
    expect(none.code).toBe(1);
    expect(none.out).toContain("VF-FILE-001 templates/ holds no templates");
  });

  it("are the ones docs/templates.md lists, each once", async () => {
    const source = await readFile(path.join(REPO, "scripts/templates/lib/rules.mjs"), "utf8");
    const codes = [...source.matchAll(/^\s*"(VF-[A-Z]+-\d{3})":/gm)].map((m) => m[1]);
    const docs = await readFile(path.join(REPO, "docs/templates.md"), "utf8");
    const documented = [...docs.matchAll(/^\| `(VF-[A-Z]+-\d{3})` \|/gm)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(15);
    expect(documented).toEqual(codes);
  });
});

describe("the generated registry is not committed", () => {
  const git = (cwd: string, ...args: string[]) =>
    run("git", ["-c", "user.name=t", "-c", "user.email=t@example.test", ...args], { cwd });

  it("is ignored by git and absent from the repository", async () => {
    const ignored = await git(
      REPO,
      "check-ignore",
      "--no-index",
      "app/template-registry.generated.ts",
    );
    expect(ignored.stdout.trim()).toBe("app/template-registry.generated.ts");
    expect((await git(REPO, "ls-files", "app/template-registry.generated.ts")).stdout).toBe("");
  });

  it("so a new template changes exactly its own folder", async () => {
    const root = await tree();
    await cp(path.join(REPO, "templates/epic"), path.join(root, "templates/epic"), {
      recursive: true,
    });
    await cp(path.join(REPO, ".gitignore"), path.join(root, ".gitignore"));
    expect((await script("generate-registry.mjs", root)).code).toBe(0);
    await git(root, "init", "--quiet");
    await git(root, "add", ".");
    await git(root, "commit", "--quiet", "-m", "before");

    expect((await script("new-template.mjs", root, "film-grain")).code).toBe(0);
    const status = await git(root, "status", "--porcelain", "--untracked-files=all");
    const changed = status.stdout
      .trim()
      .split("\n")
      .map((line) => line.slice(3));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((file) => !file.startsWith("templates/film-grain/"))).toEqual([]);
  });
});
