const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

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
 * A link's `href` as an absolute http(s) or mailto URL, normalised, or null. `href` is the value
 * as the HTML parser read it, character references decoded. Browsers strip tabs and newlines
 * anywhere in a URL and leading and trailing controls and spaces, so the check does the same
 * before parsing; any other control character refuses the URL rather than guess.
 */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const cleaned = trimControls(href.replace(/[\t\n\r]/g, ""));
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
