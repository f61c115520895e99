import { decodeReferences, safeHref } from "./safe-href.server";

/**
 * Photo descriptions may carry a little HTML (spec §3), rendered as HTML in the lightbox, so they
 * are cleaned with an allow-list before they are stored and again before they are rendered
 * (DESIGN §9). The output is written from scratch, never copied: text is escaped, only allowed
 * tags are emitted, with only allowed attributes, and every element is closed. However a browser
 * would have parsed the input, the output can only hold these elements and escaped text.
 */

const ALLOWED = new Set(["b", "i", "em", "strong", "p", "br", "a", "ul", "ol", "li"]);
const VOID = new Set(["br"]);
/** Deeper nesting is no description anyone writes; capping it keeps closing tags cheap. */
const MAX_DEPTH = 32;
/** Elements whose content is code or not text to a reader: dropped along with their content. */
// prettier-ignore
const DROP_CONTENT = new Set([
  "script", "style", "iframe", "object", "embed", "applet", "template", "noscript", "noembed",
  "noframes", "textarea", "title", "xmp", "svg", "math", "select", "frameset", "head",
]);

const NAME = /^[a-zA-Z][a-zA-Z0-9:-]*/;
/** Character references are text once parsed, so they are kept; any other "&" is escaped. */
const TEXT_ESCAPES = /&(?![a-zA-Z][a-zA-Z0-9]{0,31};|#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};)|[<>"']/g;
const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const escapeText = (text: string) => text.replace(TEXT_ESCAPES, (c) => ESCAPED[c]!);
export const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPED[c]!);

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just past the tag's ">". */
  end: number;
}

const isSpace = (c: string | undefined) =>
  c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";

/**
 * Reads attributes from `at` to the tag's ">" in one pass: an unclosed quote runs to the end of
 * the input, as in a browser, and is never searched for twice (no quadratic input).
 */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; at: number } {
  const attributes = new Map<string, string>();
  let at = from;
  while (at < html.length && html[at] !== ">") {
    if (
      isSpace(html[at]) ||
      html[at] === "/" ||
      html[at] === '"' ||
      html[at] === "'" ||
      html[at] === "="
    ) {
      at++;
      continue;
    }
    const nameStart = at;
    while (at < html.length && !isSpace(html[at]) && !"=>/".includes(html[at]!)) at++;
    const key = html.slice(nameStart, at).toLowerCase();
    while (isSpace(html[at])) at++;
    let value = "";
    if (html[at] === "=") {
      at++;
      while (isSpace(html[at])) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        value = html.slice(at + 1, close === -1 ? html.length : close);
        at = close === -1 ? html.length : close + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !isSpace(html[at]) && html[at] !== ">") at++;
        value = html.slice(valueStart, at);
      }
    }
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return { attributes, at };
}

/** Reads the tag starting at `html[start] === "<"`, or null when it is not one (a lone "<"). */
function readTag(html: string, start: number): Tag | null {
  const closing = html[start + 1] === "/";
  const nameStart = start + (closing ? 2 : 1);
  const name = NAME.exec(html.slice(nameStart, nameStart + 40))?.[0];
  if (!name) return null;
  const { attributes, at } = readAttributes(html, nameStart + name.length);
  return { name: name.toLowerCase(), closing, attributes, end: Math.min(at + 1, html.length) };
}

/** Where the content of a dropped element ends: just past its closing tag, or the end of input. */
function skipContent(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}[\\s/>]`, "ig");
  close.lastIndex = from;
  const found = close.exec(html);
  if (!found) return html.length;
  const end = html.indexOf(">", found.index);
  return end === -1 ? html.length : end + 1;
}

function openTag(tag: Tag): string | null {
  if (tag.name !== "a") return `<${tag.name}>`;
  const href = safeHref(tag.attributes.get("href"));
  // A link that leads nowhere safe loses its tag and keeps its text.
  if (!href) return null;
  return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow" target="_blank">`;
}

export function sanitizeHtml(input: string): string {
  const html = input.replace(/\0/g, "");
  const open: string[] = [];
  let out = "";
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    out += escapeText(html.slice(at, lt === -1 ? html.length : lt));
    if (lt === -1) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt);
      at = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += "&lt;";
      at = lt + 1;
      continue;
    }
    at = tag.end;
    if (tag.name === "plaintext") break;
    if (DROP_CONTENT.has(tag.name)) {
      if (!tag.closing) at = skipContent(html, tag.name, at);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (VOID.has(tag.name)) {
      if (!tag.closing) out += `<${tag.name}>`;
      continue;
    }
    if (tag.closing) {
      // Closes the innermost matching element and whatever is still open inside it.
      const index = open.lastIndexOf(tag.name);
      if (index === -1) continue;
      for (const name of open.splice(index).reverse()) out += `</${name}>`;
      continue;
    }
    const emitted = open.length < MAX_DEPTH ? openTag(tag) : null;
    if (emitted) {
      out += emitted;
      open.push(tag.name);
    }
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}

/** The text a reader sees, as plain characters (not HTML): for meta tags, alt text, length checks. */
export function htmlToText(html: string): string {
  const markupless = sanitizeHtml(html).replace(/<[^>]*>/g, " ");
  return decodeReferences(markupless).text.replace(/\s+/g, " ").trim();
}
