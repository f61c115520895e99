import type { EmbeddedMetadata } from "~/utils/photo-rights";

/**
 * The photographer's IPTC/XMP (title, caption, keywords, alt text, rights) read from the chosen
 * file in the browser. A re-encoded copy loses them, so they travel beside it as the `metadata`
 * field, and they prefill the upload form. The reader (and exifr in it) is loaded only when a
 * photo is chosen, so no page pays for it in its first load.
 */

/** The server reads no larger field (supplied-metadata.server.ts). */
export const MAX_METADATA_FIELD_BYTES = 64 * 1024;

export function hasMetadata(metadata: EmbeddedMetadata): boolean {
  const { tags, rights, ...text } = metadata;
  return (
    tags.length > 0 ||
    Object.values(rights).some(Boolean) ||
    Object.values(text).some((value) => typeof value === "string" && value !== "")
  );
}

/** What the file says, or null when it says nothing or cannot be read. Never throws. */
export async function readFileMetadata(file: Blob): Promise<EmbeddedMetadata | null> {
  try {
    const { readEmbeddedMetadata } = await import("~/utils/embedded-metadata");
    const metadata = await readEmbeddedMetadata(await file.arrayBuffer());
    return hasMetadata(metadata) ? metadata : null;
  } catch {
    // A photo without its captions is still worth uploading.
    return null;
  }
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The `metadata` form field: the metadata as JSON, or null when there is none. A caption so long
 * that the field would pass the server's limit is left out rather than losing the rights with it.
 */
export function metadataField(metadata: EmbeddedMetadata | null): string | null {
  if (!metadata || !hasMetadata(metadata)) return null;
  const json = JSON.stringify(metadata);
  if (utf8Bytes(json) <= MAX_METADATA_FIELD_BYTES) return json;
  const shorter = JSON.stringify({ ...metadata, description: undefined });
  return utf8Bytes(shorter) <= MAX_METADATA_FIELD_BYTES ? shorter : null;
}
