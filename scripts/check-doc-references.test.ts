import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.resolve(__dirname, "check-doc-references.mjs");
// Built from pieces, so that this file itself passes the check it tests.
const SECTION = "\u00a7";
const spec4 = `spec ${SECTION}4`;
const issue12 = ["issue", "12"].join(" ");
const docs = (rest: string) => ["docs", rest].join("/");

const PRODUCT_MD = [
  "# The product",
  "## States and transitions",
  "### Photo `visibility`, public or private",
  '<a id="limits"></a>',
  "```md",
  "## Not a heading",
  "```",
  "## States and transitions",
].join("\n");

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "doc-references-"));
  roots.push(root);
  const all = {
    [docs("product.md")]: PRODUCT_MD,
    [docs("decisions/0007-a-choice.md")]: "# 7. A choice\n\nDate: 2026-01-01 · Status: accepted\n",
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [SCRIPT, root], { encoding: "utf8" });

describe("lint:refs (scripts/check-doc-references.mjs)", () => {
  it("passes references a clone can open, and skips docs/ and node_modules", () => {
    const root = tree({
      "app/good.ts": [
        `// ${docs("product.md#states-and-transitions")}, the second one: #states-and-transitions-1`,
        `// ${docs("product.md#states-and-transitions-1")} and ${docs("product.md#limits")}`,
        `// ${docs("product.md#photo-visibility-public-or-private")}`,
        `// ${docs("decisions/0007-a-choice.md")}, ${docs("decisions/0007-*")}, ${docs("product.md")}`,
        "// Methods that change nothing (RFC 9110 " + SECTION + "9.2.1).",
      ].join("\n"),
      "server.mjs": `// ${docs("product.md#limits")}\n`,
      "app/node_modules/dep/index.js": `// ${spec4}, ${issue12}\n`,
      [docs("notes.md")]: `${spec4}\n`,
    });
    const run = check(root);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("fails on a section sign, an issue number, a missing anchor, file or ADR, or an ADR without a status, naming where", () => {
    const root = tree({
      "app/bad.ts": [
        "const fine = 1;",
        `// The rule of ${spec4}.`,
        `// See ${issue12}.`,
        `// ${docs("product.md#no-such-heading")}`,
        `// ${docs("nowhere.md")}`,
        `// ${docs("decisions/0099-*")}`,
        "// Not a heading: " + docs("product.md#not-a-heading"),
      ].join("\n"),
      [docs("decisions/0008-no-status.md")]: "# 8. A choice\n\n## Context\n",
      "tests/e2e/bad.spec.ts": `test.describe("${["Issue", "3"].join(" ")} ${SECTION}8 fidelity", () => {});\n`,
      Dockerfile: `# The image (DESIGN ${SECTION}10)\n`,
      "patches/dep+1.0.0.patch": `+// ${docs("decisions/0099-*")}\n`,
      "README.md": `${spec4}\n`,
    });
    const run = check(root);
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n");
    const at = (where: string) => lines.filter((line) => line.startsWith(`${where}: `));
    expect(at("app/bad.ts:1")).toHaveLength(0);
    expect(at("app/bad.ts:2")[0]).toContain(`"${SECTION}4"`);
    expect(at("app/bad.ts:3")[0]).toContain(`"${issue12}"`);
    expect(at("app/bad.ts:4")[0]).toContain('has no heading or id "no-such-heading"');
    expect(at("app/bad.ts:5")[0]).toContain(`${docs("nowhere.md")} does not exist`);
    expect(at("app/bad.ts:6")[0]).toContain("no ADR numbered 0099");
    expect(at("app/bad.ts:7")[0]).toContain('"not-a-heading"');
    expect(at("tests/e2e/bad.spec.ts:1")).toHaveLength(2);
    expect(at(docs("decisions/0008-no-status.md"))[0]).toContain('no "Status:" line');
    // The root's own files and the dependency patches are code too; the root's Markdown is docs.
    expect(at("Dockerfile:1")[0]).toContain(`"${SECTION}10"`);
    expect(at("patches/dep+1.0.0.patch:1")[0]).toContain("no ADR numbered 0099");
    expect(at("README.md:1")).toHaveLength(0);
    expect(run.stderr).toContain("11 reference(s) a reader cannot open");
  });
});
