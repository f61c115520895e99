const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  period: ".",
};

/**
 * Decodes character references. A browser decodes them in an attribute before it reads the
 * scheme, so `jav&#x61;script:` must be checked as `javascript:`. `complete` is false when a named
 * reference was left that this list does not know: a URL holding one is refused, not guessed.
 */
export function decodeReferences(value: string): { text: string; complete: boolean } {
  let complete = true;
  const text = value.replace(
    /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g,
    (whole, ref: string) => {
      if (ref[0] === "#") {
        const code =
          ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
      }
      const named = NAMED[ref.toLowerCase()];
      if (named === undefined) complete = false;
      return named ?? whole;
    },
  );
  return { text, complete };
}

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
const isControlOrSpace = (c: string | undefined) => c !== undefined && c.charCodeAt(0) <= 0x20;

function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isControlOrSpace(text[start])) start++;
  while (end > start && isControlOrSpace(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * An absolute http(s) or mailto URL, normalised, or null. Browsers strip tabs and newlines
 * anywhere in a URL and leading controls and spaces, so the check does the same before parsing.
 */
export function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  const { text: decoded, complete } = decodeReferences(raw);
  if (!complete) return null;
  const cleaned = trimControls(decoded.replace(/[\t\n\r]/g, ""));
  if ([...cleaned].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  return url.href;
}
