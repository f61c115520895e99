import { z } from "zod";

/**
 * The backup archive (docs/operations.md): a tar file, gzip-compressed or not, holding
 *   collections/<name>.jsonl  one document per line (document-codec.ts), in _id order
 *   objects/<key>             every stored object, byte for byte; its content type and cache
 *                             control ride in the entry's pax header (VIEWFINDER.* keywords)
 *   objects.jsonl             one line per object: key, size, SHA-256, content type, cache control
 *   manifest.json             last: counts and SHA-256 of every collection file and of objects.jsonl
 * Checksums of objects are known only once an object has been streamed, so the per-object list
 * and the manifest come after the data. A truncated archive therefore lacks its manifest.
 */

export const FORMAT = "viewfinder-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const OBJECT_INDEX_ENTRY = "objects.jsonl";
export const OBJECT_PREFIX = "objects/";
export const PAX_CONTENT_TYPE = "VIEWFINDER.contentType";
export const PAX_CACHE_CONTROL = "VIEWFINDER.cacheControl";

export const collectionEntry = (name: string) => `collections/${name}.jsonl`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  source: z.object({ database: z.string(), storage: z.string() }),
  /** A one-way fingerprint of the session secret the source ran with (see restore warnings). */
  secretFingerprint: z.string().optional(),
  collections: z.array(
    z.object({ name: z.string(), entry: z.string(), count, size: count, sha256 }),
  ),
  objects: z.object({
    entry: z.literal(OBJECT_INDEX_ENTRY),
    count,
    bytes: count,
    size: count,
    sha256,
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export interface ObjectLine {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
  cacheControl?: string;
}

/** The line objects.jsonl holds for an object; restore rebuilds it from what it reads and compares. */
export function objectLine({ key, size, sha256, contentType, cacheControl }: ObjectLine): string {
  return `${JSON.stringify({ key, size, sha256, contentType, cacheControl })}\n`;
}
