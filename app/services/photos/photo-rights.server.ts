import {
  DEFAULT_LICENSE,
  LICENSE_MESSAGES,
  RIGHTS_FIELDS,
  RIGHTS_LABELS,
  RIGHTS_MAX_LENGTH,
  isCustomLicenseUrl,
  parseLicense,
  type LicenseValue,
  type PhotoRights,
  type PhotoRightsView,
} from "~/utils/photo-rights";
import { PhotoInputError } from "./errors.server";

/** The rights fields that hold an address: anything else there is refused, or dropped from a file. */
const URL_FIELDS = new Set<keyof PhotoRights>(["webStatement", "licensorUrl"]);

type RightsField = keyof PhotoRights;

/** Only the non-empty fields, or nothing at all: an empty object is never stored. */
function compact(rights: PhotoRights): PhotoRights | undefined {
  const kept = RIGHTS_FIELDS.flatMap((field) => (rights[field] ? [[field, rights[field]]] : []));
  return kept.length ? (Object.fromEntries(kept) as PhotoRights) : undefined;
}

/**
 * A partial change of the rights the owner typed (the Edit dialog, PATCH): each field given is
 * trimmed, and an empty one clears it; a field left out keeps its value. Too long or not an
 * address where one is needed is refused, so nothing is changed. `null` clears them all.
 */
export function checkedRightsChange(
  current: PhotoRights | undefined,
  change: Partial<Record<RightsField, string | null>> | null,
): PhotoRights | undefined {
  if (change === null) return undefined;
  const next: PhotoRights = { ...current };
  for (const field of RIGHTS_FIELDS) {
    if (!(field in change)) continue;
    const value = change[field];
    const text = typeof value === "string" ? value.trim() : "";
    if (text.length > RIGHTS_MAX_LENGTH) {
      throw new PhotoInputError(
        `${RIGHTS_LABELS[field]} must be at most ${RIGHTS_MAX_LENGTH} characters.`,
      );
    }
    if (text && URL_FIELDS.has(field) && !isCustomLicenseUrl(text)) {
      throw new PhotoInputError(
        `${RIGHTS_LABELS[field]} must be a web address starting with https:// or http://.`,
      );
    }
    next[field] = text || undefined;
  }
  return compact(next);
}

/**
 * What a file says about its rights, kept as far as it fits: a file is never refused for its
 * metadata, so over-long text is cut and an address that is not one is left out.
 */
export function rightsFromFile(rights: PhotoRights | undefined): PhotoRights | undefined {
  if (!rights) return undefined;
  const kept: PhotoRights = {};
  for (const field of RIGHTS_FIELDS) {
    const text = rights[field]?.trim().slice(0, RIGHTS_MAX_LENGTH);
    if (!text || (URL_FIELDS.has(field) && !isCustomLicenseUrl(text))) continue;
    kept[field] = text;
  }
  return compact(kept);
}

/** A licence the owner chose; `null` or "" goes back to their default; anything else is refused. */
export function checkedLicense(value: string | null): LicenseValue | null {
  if (value === null || !value.trim()) return null;
  const license = parseLicense(value);
  if (!license) throw new PhotoInputError(LICENSE_MESSAGES.invalid);
  return license;
}

/** The licence that applies: the photo's own, else the photographer's default. */
export function effectiveLicense(
  photo: { license?: LicenseValue },
  owner: { defaultLicense?: LicenseValue | null },
): LicenseValue {
  return photo.license ?? owner.defaultLicense ?? DEFAULT_LICENSE;
}

/** Every field present, `null` when empty: the same shape whatever the photo holds. */
export function rightsView(rights: PhotoRights | undefined): PhotoRightsView {
  return Object.fromEntries(
    RIGHTS_FIELDS.map((field) => [field, rights?.[field] ?? null]),
  ) as PhotoRightsView;
}
