import { createHash } from "node:crypto";

// An inline <script> is one without a src attribute; its text runs up to the first </script>
// (HTML has no escaping inside a script element, so this is exactly where the browser ends it).
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of every inline script of a page, for its CSP (CSP3 hash-source). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (text) hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
