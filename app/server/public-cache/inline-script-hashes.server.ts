import { createHash } from "node:crypto";

// An inline <script> is one without a src attribute; its text runs up to the first </script>
// (HTML has no escaping inside a script element, so this is exactly where the browser ends it).
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The base64 SHA-256 of every inline script of a page, for its CSP (CSP3 hash-source). A page's
 * bytes (UTF-8) are read one character per byte: decoding a 220 KB page as UTF-8 took 0.6 ms of a
 * cold render (docs/performance.md, "Cold render"), and the markup this looks for is ASCII, which
 * no byte of a multi-byte character can be — so each script's own bytes are hashed, as the
 * browser hashes its text in UTF-8.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const [text, encoding] =
    typeof html === "string"
      ? [html, "utf8" as const]
      : [html.toString("latin1"), "latin1" as const];
  const hashes = new Set<string>();
  for (const [, script] of text.matchAll(INLINE_SCRIPT)) {
    if (script) hashes.add(createHash("sha256").update(script, encoding).digest("base64"));
  }
  return [...hashes];
}
