/**
 * SHA-256 (hex) of a file exactly as chosen, before any re-encoding (ADR 44). Null where the
 * browser offers no Web Crypto (a site served over plain http to another machine): duplicates
 * then go unflagged, nothing else changes.
 */
export async function fileSha256(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const digest = await subtle.digest("SHA-256", await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}
