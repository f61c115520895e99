import {
  RIGHTS_FIELDS,
  RIGHTS_MAX_LENGTH,
  isCustomLicenseUrl,
  type EmbeddedMetadata,
  type PhotoRights,
} from "~/utils/photo-rights";
import { PHOTO_LIMITS } from "./photo-fields.server";

/**
 * With JavaScript the upload dialog may re-encode the photo, which drops its IPTC and XMP, so it
 * reads them from the original first and sends them beside the copy as the `metadata` field
 * (JSON of EmbeddedMetadata). Like the supplied EXIF block it is the photographer's own claim
 * about their own photo, used only where the uploaded file says nothing itself. Nothing in it
 * is trusted: anything unknown, of the wrong kind or not an address where one is needed is
 * dropped, and text is cut to what a photo can hold.
 */

/** Far more than any IPTC panel holds; a larger field is not what the dialog sends. */
export const MAX_SUPPLIED_METADATA_BYTES = 64 * 1024;

/** Control characters other than tab and line breaks mean nothing in these fields. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Trimmed, at most `max` characters (never splitting an emoji), or undefined when empty. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const clean = value.replace(CONTROL, "").trim();
  if (!clean) return undefined;
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join("").trim();
}

/** An absolute http(s) address, or undefined. */
function address(value: unknown): string | undefined {
  const url = text(value, RIGHTS_MAX_LENGTH);
  return url && isCustomLicenseUrl(url) ? url : undefined;
}

/** Keywords: strings only, over-long ones dropped, repeats (in any letter case) kept once. */
function tags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of value) {
    const tag = text(item, Infinity);
    if (!tag || tag.length > PHOTO_LIMITS.tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
    if (kept.length === PHOTO_LIMITS.tags) break;
  }
  return kept;
}

const URL_RIGHTS = new Set<keyof PhotoRights>(["webStatement", "licensorUrl"]);

function rights(value: unknown): PhotoRights {
  if (!isRecord(value)) return {};
  const kept: PhotoRights = {};
  for (const field of RIGHTS_FIELDS) {
    const read = URL_RIGHTS.has(field)
      ? address(value[field])
      : text(value[field], RIGHTS_MAX_LENGTH);
    if (read) kept[field] = read;
  }
  return kept;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parsed(value: unknown): Record<string, unknown> | undefined {
  // Length first (a string's UTF-8 size is never below its length): no parse of a huge field.
  if (typeof value !== "string" || !value || value.length > MAX_SUPPLIED_METADATA_BYTES) {
    return undefined;
  }
  if (Buffer.byteLength(value, "utf8") > MAX_SUPPLIED_METADATA_BYTES) return undefined;
  try {
    const json: unknown = JSON.parse(value);
    return isRecord(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `metadata` field as EmbeddedMetadata, keeping only what fits; undefined when it is missing,
 * too large, not a JSON object, or holds nothing usable.
 */
export function decodeSuppliedMetadata(value: unknown): EmbeddedMetadata | undefined {
  const json = parsed(value);
  if (!json) return undefined;
  const metadata: EmbeddedMetadata = { tags: tags(json.tags), rights: rights(json.rights) };
  const title = text(json.title, PHOTO_LIMITS.title);
  const description = text(json.description, PHOTO_LIMITS.description);
  const altText = text(json.altText, PHOTO_LIMITS.altText);
  const licenseUrl = address(json.licenseUrl);
  if (title) metadata.title = title;
  if (description) metadata.description = description;
  if (altText) metadata.altText = altText;
  if (licenseUrl) metadata.licenseUrl = licenseUrl;
  const empty =
    Object.keys(metadata).length === 2 &&
    metadata.tags.length === 0 &&
    Object.keys(metadata.rights).length === 0;
  return empty ? undefined : metadata;
}
