import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredTemplate } from "~/template-sdk";
import { TemplatePage } from "~/template-sdk/host";
import { fixturePhotos, fixtureProps } from "~/template-sdk/testing";

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
      "templates/epic/package.json: viewfinder.colorScheme.accent must be a hex colour like #f5f5f5",
    );
    const mismatch = await editManifest("epic", (m) => (m.id = "epic-2"));
    const second = await script("generate-registry.mjs", root);
    await mismatch();
    expect(second.out).toContain(
      'templates/epic/package.json: viewfinder.id must equal the folder name "epic" (found "epic-2")',
    );
  });

  it("refuses two default templates", async () => {
    const one = await editManifest("epic", (m) => (m.isDefault = true));
    const two = await editManifest("monochrome", (m) => (m.isDefault = true));
    const result = await script("generate-registry.mjs", root);
    await one();
    await two();
    expect(result.code).toBe(1);
    expect(result.out).toContain("viewfinder.isDefault is true in 2 templates");
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
      'templates/epic/panels.tsx: imports "~/data/db.server"; templates may import only react, react/*, ~/template-sdk',
    );
    expect(result.out).toContain('templates/epic/panels.tsx: imports "../monochrome/gallery"');
  });

  it("requires stylesheets scoped to .template-{id} and local files only", async () => {
    const file = path.join(root, "templates/epic/styles.css");
    const original = await readFile(file, "utf8");
    await writeFile(
      file,
      `${original}\n.gallery, .template-epic a { color: red }\n@media (min-width: 1px) { body { margin: 0 } }\n@keyframes spin { to { opacity: 1 } }\n@import url("https://fonts.example/x.css");\n`,
    );
    const result = await script("check.mjs", root);
    await writeFile(file, original);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'templates/epic/styles.css: selector ".gallery" must start with .template-epic',
    );
    expect(result.out).toContain('selector "body" must start with .template-epic');
    expect(result.out).toContain("@keyframes spin must be named epic-…");
    expect(result.out).toContain("loads a remote file");
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
