import sanitize from "sanitize-html";
import { safeHref } from "./safe-href.server";

/**
 * Photo descriptions may carry a little HTML (docs/product.md#entities), rendered as HTML in the
 * lightbox, so they are cleaned with an allow-list before they are stored and again before they
 * are rendered (docs/product.md#security-baseline); the admin inbox cleans mail bodies the same
 * way. The parsing and re-serialising is the `sanitize-html` library's (ADR 0011): the output is
 * written from the parsed tree, so text is escaped and only these elements, with only a link's
 * `href`, can come out.
 */

const ALLOWED_TAGS = ["b", "i", "em", "strong", "p", "br", "a", "ul", "ol", "li"];
/** Deeper nesting is no description anyone writes; deeper tags are dropped, their text kept. */
const MAX_DEPTH = 32;
/** Elements whose content is code or not text to a reader: dropped along with their content. */
// prettier-ignore
const DROP_CONTENT = [
  "script", "style", "iframe", "object", "embed", "applet", "template", "noscript", "noembed",
  "noframes", "textarea", "title", "xmp", "plaintext", "svg", "math", "select", "option", "frameset",
  "head",
];
const LINK_ATTRIBUTES = { rel: "noopener noreferrer nofollow", target: "_blank" };
/** Not in ALLOWED_TAGS: a link renamed to it loses its tag and keeps its text. */
const UNSAFE_LINK = "unsafe-link";

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel", "target"] },
  // The library's own scheme check stays on behind ours.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_CONTENT,
  nestingLimit: MAX_DEPTH,
  transformTags: {
    // The parser has decoded character references, so `jav&#x61;script:` is checked as it runs.
    a: (_name, attributes) => {
      const href = safeHref(attributes.href);
      return href
        ? { tagName: "a", attribs: { href, ...LINK_ATTRIBUTES } }
        : { tagName: UNSAFE_LINK, attribs: {} };
    },
  },
};

// A render of a public page cleans every description it shows again (0.5 ms of a 50-photo
// portfolio's cold render, docs/performance.md "Cold render"): the cleaning is a function of the
// text alone, so recent short ones are kept — at most 1,000 of up to 2,000 characters (a few MB).
const KEPT_COUNT = 1_000;
const KEPT_LENGTH = 2_000;
const cleaned = new Map<string, string>();

export function sanitizeHtml(input: string): string {
  let clean = cleaned.get(input);
  if (clean !== undefined) return clean;
  // Old browsers skipped NUL bytes, reading `<scr\0ipt>` as a script: removed, it is one, and goes.
  clean = sanitize(input.replace(/\0/g, ""), OPTIONS);
  if (input.length <= KEPT_LENGTH) {
    if (cleaned.size >= KEPT_COUNT) cleaned.clear();
    cleaned.set(input, clean);
  }
  return clean;
}

/** The four characters the library escapes in text and attributes, back as themselves. */
const UNESCAPE: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/** The text a reader sees, as plain characters (not HTML): for meta tags, alt text, length checks. */
export function htmlToText(html: string): string {
  // The cleaned markup is well-formed and escapes every "<" and ">" in text, so tags match exactly.
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => UNESCAPE[entity]!)
    .replace(/\s+/g, " ")
    .trim();
}
