import { createHash } from "node:crypto";

/** sha256 of the bytes, hex. A name built from it changes whenever the bytes do. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * `w1280-1a2b3c4d.avif`: the object key's last part. Content-addressed, so its URL can be served
 * `immutable` (docs/product.md#image-pipeline); 8 hex digits are plenty among the dozen files of
 * one photo.
 */
export function derivativeName(prefix: string, hash: string, extension: string): string {
  return `${prefix}-${hash.slice(0, 8)}.${extension}`;
}
