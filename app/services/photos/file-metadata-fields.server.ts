import { readEmbeddedMetadata } from "~/utils/embedded-metadata";
import { licenseFromUrl, type LicenseValue, type PhotoRights } from "~/utils/photo-rights";
import { PHOTO_LIMITS, checkedDescription } from "./photo-fields.server";
import { rightsFromFile } from "./photo-rights.server";

/** What a file's own IPTC/XMP gives a new photo, each field already fit to be stored. */
export interface FileMetadataFields {
  title?: string;
  description?: string;
  tags: string[];
  altText?: string;
  rights?: PhotoRights;
  license?: LicenseValue;
}

const fitted = (value: string | undefined, max: number) =>
  value?.trim().slice(0, max).trim() || undefined;

/** Sanitised like a typed description; one that still does not fit is left out, not refused. */
function fileDescription(value: string | undefined): string | undefined {
  const text = fitted(value, PHOTO_LIMITS.description);
  if (!text) return undefined;
  try {
    return checkedDescription(text) || undefined;
  } catch {
    return undefined;
  }
}

/** Keywords as tags: trimmed, repeats and over-long ones dropped, the first ones up to the limit. */
function fileTags(keywords: string[]): string[] {
  const clean = keywords
    .map((tag) => tag.trim())
    .filter((tag) => tag && tag.length <= PHOTO_LIMITS.tag);
  return [...new Set(clean)].slice(0, PHOTO_LIMITS.tags);
}

/**
 * Reads what the photographer wrote into the file (Lightroom's IPTC panel and the like). A file
 * is never refused for its metadata: text too long is cut, anything unusable is left out, and a
 * file with none (or a damaged block) gives nothing. Read before the image pipeline, so an
 * upload it refuses still changes nothing.
 */
export async function fileMetadataFields(bytes: Uint8Array): Promise<FileMetadataFields> {
  const embedded = await readEmbeddedMetadata(bytes);
  return {
    title: fitted(embedded.title, PHOTO_LIMITS.title),
    description: fileDescription(embedded.description),
    tags: fileTags(embedded.tags),
    altText: fitted(embedded.altText, PHOTO_LIMITS.altText),
    rights: rightsFromFile(embedded.rights),
    license: embedded.licenseUrl ? licenseFromUrl(embedded.licenseUrl) : undefined,
  };
}
