import { readFile } from "node:fs/promises";
import path from "node:path";
import { problem } from "./rules.mjs";
import { filesUnder } from "./walk.mjs";

const GROUPING = /^@(media|supports|container|layer|document)\b/;
const REMOTE = /(?:@import\s+(?:url\()?\s*["']?|url\(\s*["']?)(?:https?:)?\/\//i;

/** Splits a selector list on top-level commas (not those inside :is(...) or [attr="a,b"]). */
function splitSelectors(prelude) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (quote) quote = c === quote ? null : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index of the `}` closing the block opened at `open`. */
function closing(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** Walks rules; grouping at-rules are entered, style rule bodies (and nesting) are not. */
function scan(css, id, report) {
  const scope = new RegExp(`^\\.template-${id}(?![\\w-])`);
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    const semicolon = css.indexOf(";", i);
    if (open === -1) return;
    if (semicolon !== -1 && semicolon < open) {
      i = semicolon + 1; // a statement such as @import
      continue;
    }
    const prelude = css.slice(i, open).trim();
    const end = closing(css, open);
    if (GROUPING.test(prelude)) scan(css.slice(open + 1, end), id, report);
    else if (/^@(-webkit-)?keyframes\b/.test(prelude)) {
      const name = prelude.split(/\s+/)[1] ?? "";
      if (!name.startsWith(`${id}-`))
        report(
          "VF-CSS-004",
          `@keyframes ${name} must be named ${id}-… (animation names are global)`,
        );
    } else if (!prelude.startsWith("@")) {
      for (const selector of splitSelectors(prelude)) {
        if (!scope.test(selector))
          report("VF-CSS-003", `selector "${selector}" must start with .template-${id}`);
      }
    }
    i = end + 1;
  }
}

/**
 * Every template's stylesheet is linked on every page (a route's links cannot know the
 * template), so each rule must be scoped to `.template-{id}`; and no remote files are loaded.
 */
export async function checkStylesheets(template, display) {
  const errors = [];
  const sheets = (await filesUnder(template.dir)).filter((file) => file.endsWith(".css"));
  for (const file of sheets) {
    const css = (await readFile(file, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "");
    const report = (code, message) => errors.push(problem(code, `${display(file)}: ${message}`));
    if (REMOTE.test(css))
      report("VF-CSS-001", "loads a remote file; ship fonts and images inside the template folder");
    for (const match of css.matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)) {
      const target = path.resolve(path.dirname(file), match[1]);
      if (!target.startsWith(template.dir + path.sep))
        report("VF-CSS-002", `@import "${match[1]}" is outside the template folder`);
    }
    scan(css, template.id, report);
  }
  return errors;
}
