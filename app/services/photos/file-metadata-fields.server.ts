import { readEmbeddedMetadata } from "~/utils/embedded-metadata";
import {
  licenseFromUrl,
  type EmbeddedMetadata,
  type LicenseValue,
  type PhotoRights,
} from "~/utils/photo-rights";
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
 * What the photographer wrote into a photo, fit to be stored: text too long is cut, anything
 * unusable is left out. The one fitting for a file's own metadata and for the metadata the upload
 * dialog read from the original before re-encoding it.
 */
export function metadataFields(embedded: EmbeddedMetadata): FileMetadataFields {
  return {
    title: fitted(embedded.title, PHOTO_LIMITS.title),
    description: fileDescription(embedded.description),
    tags: fileTags(embedded.tags),
    altText: fitted(embedded.altText, PHOTO_LIMITS.altText),
    rights: rightsFromFile(embedded.rights),
    license: embedded.licenseUrl ? licenseFromUrl(embedded.licenseUrl) : undefined,
  };
}

/**
 * Reads what the photographer wrote into the file (Lightroom's IPTC panel and the like). A file
 * is never refused for its metadata: text too long is cut, anything unusable is left out, and a
 * file with none (or a damaged block) gives nothing. Read before the image pipeline, so an
 * upload it refuses still changes nothing.
 */
export async function fileMetadataFields(bytes: Uint8Array): Promise<FileMetadataFields> {
  return metadataFields(await readEmbeddedMetadata(bytes));
}

/**
 * The file's own fields, each one it leaves empty taken from `supplied` (what the dialog read
 * from the original it re-encoded). The rights go as one statement: a credit from one source
 * beside a copyright notice from the other would say something neither said.
 */
export function withSuppliedFields(
  own: FileMetadataFields,
  supplied: FileMetadataFields | undefined,
): FileMetadataFields {
  if (!supplied) return own;
  return {
    title: own.title ?? supplied.title,
    description: own.description ?? supplied.description,
    tags: own.tags.length ? own.tags : supplied.tags,
    altText: own.altText ?? supplied.altText,
    rights: own.rights ?? supplied.rights,
    license: own.license ?? supplied.license,
  };
}
