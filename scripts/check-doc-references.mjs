#!/usr/bin/env node
// Checks that every reference in the code can be opened from a clone of this repository
// (docs/product.md#house-style): section-sign references and issue numbers point at documents a
// clone does not have, and a `docs/<file>.md#<anchor>` reference must name a file and a heading
// (GitHub's slug) or an explicit id that exist. Usage: node scripts/check-doc-references.mjs [root]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SCANNED_DIRS = ["app", "templates", "scripts", "tests", "types", "patches", ".ci"];
// The root's own files too (Dockerfile, compose file, configs), but not the docs that define the
// anchors, nor the lock file.
const isScannedRootFile = (name) => !name.endsWith(".md") && name !== "package-lock.json";
const SKIPPED_DIRS = new Set(["node_modules", "build", ".cache", "test-results", "docs"]);
const MAX_FILE_BYTES = 2 * 1024 * 1024;

// A section sign before a number, unless it cites an RFC ("RFC 9110 §9.2.1"), which anyone can open.
const SECTION_REFERENCE = /(?<!RFC \d+ )\u00a7\s*\d+/g;
const ISSUE_REFERENCE = /\bissues? #?\d+\b/gi;
const DOC_REFERENCE = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?(?![\w/-])/g;
// "docs/decisions/0016-*" or "docs/decisions/0016-…": an ADR named by its number.
const ADR_SHORTHAND = /\bdocs\/decisions\/(\d{4})-(?:\*|\u2026)/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a markdown file offers: heading slugs (numbered when repeated) and explicit ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split("\n")) {
    const opening = line.match(/^\s*(```|~~~)/);
    if (opening) {
      if (!fence) fence = opening[1];
      else if (opening[1] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    for (const m of line.matchAll(/<[a-z][^>]*\b(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]);
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function* filesUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield path;
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

function readText(file) {
  if (statSync(file).size > MAX_FILE_BYTES) return null;
  const bytes = readFileSync(file);
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

/** The problems found under root, each as "file:line: message". */
export function checkDocReferences(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfDoc = (docPath) => {
    if (!anchorCache.has(docPath)) {
      const full = join(root, "docs", docPath);
      anchorCache.set(docPath, existsSync(full) ? anchorsOf(readFileSync(full, "utf8")) : null);
    }
    return anchorCache.get(docPath);
  };
  const decisions = existsSync(join(root, "docs/decisions"))
    ? readdirSync(join(root, "docs/decisions"))
    : [];

  // Every decision says whether it stands (accepted, superseded by…) where a reader starts.
  for (const decision of decisions.filter((f) => f.endsWith(".md"))) {
    const head = readFileSync(join(root, "docs/decisions", decision), "utf8").split("\n", 6);
    if (!head.some((line) => /\bStatus:/.test(line))) {
      problems.push(`docs/decisions/${decision}: no "Status:" line at its top`);
    }
  }

  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isScannedRootFile(entry.name))
    .map((entry) => entry.name);
  for (const top of [...SCANNED_DIRS, ...rootFiles]) {
    for (const file of filesUnder(join(root, top))) {
      const text = readText(file);
      if (text === null) continue;
      const name = relative(root, file);
      text.split("\n").forEach((line, index) => {
        const at = `${name}:${index + 1}`;
        for (const m of line.matchAll(SECTION_REFERENCE)) {
          problems.push(
            `${at}: "${m[0]}" cites a section of a document outside the repository; ` +
              "point at a docs/product.md anchor or an ADR instead",
          );
        }
        for (const m of line.matchAll(ISSUE_REFERENCE)) {
          problems.push(
            `${at}: "${m[0]}" is an issue number a clone cannot open; ` +
              "say what the rule is, or point at docs/product.md or an ADR",
          );
        }
        for (const m of line.matchAll(DOC_REFERENCE)) {
          const [whole, docPath, anchor] = m;
          const anchors = anchorsOfDoc(docPath);
          if (anchors === null) problems.push(`${at}: ${whole}: docs/${docPath} does not exist`);
          else if (anchor && !anchors.has(anchor)) {
            problems.push(`${at}: ${whole}: docs/${docPath} has no heading or id "${anchor}"`);
          }
        }
        for (const m of line.matchAll(ADR_SHORTHAND)) {
          if (!decisions.some((f) => f.startsWith(`${m[1]}-`))) {
            problems.push(`${at}: ${m[0]}: no ADR numbered ${m[1]} in docs/decisions`);
          }
        }
      });
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), "../.."));
  const problems = checkDocReferences(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference(s) a reader cannot open (docs/product.md).`);
    process.exit(1);
  }
  console.log("Doc references: every docs/ file and anchor cited in the code exists.");
}
