/**
 * The share link forms of My Photos (docs/product.md#share-links): field names and intents shared
 * by the links page and its action, and how an expiry date reads and is stored.
 */
export const LINK_FIELDS = {
  linkId: "linkId",
  label: "label",
  password: "password",
  /** On edit: keep, change or remove the password. */
  passwordChange: "passwordChange",
  expiresOn: "expiresOn",
  /** On edit: the day saved, so an unchanged (even past) expiry is left as it is. */
  savedExpiresOn: "savedExpiresOn",
  downloads: "downloads",
  favourites: "favourites",
  favouritesLimit: "favouritesLimit",
  watermark: "watermark",
} as const;

export const LINK_INTENTS = {
  create: "create-link",
  edit: "edit-link",
  revoke: "revoke-link",
} as const;

export const PASSWORD_CHANGES = ["keep", "change", "remove"] as const;
export type PasswordChange = (typeof PASSWORD_CHANGES)[number];

export const DOWNLOAD_OPTIONS = [
  { value: "none", label: "No downloads", help: "Guests only look." },
  { value: "web", label: "Web size", help: "The largest web-size JPEG of each photo." },
  { value: "original", label: "Originals", help: "The files as you uploaded them." },
] as const;

export const downloadsLabel = (value: string) =>
  DOWNLOAD_OPTIONS.find((option) => option.value === value)?.label ?? value;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date input's day (YYYY-MM-DD) as the moment the link stops working: the end of that day in
 * UTC, i.e. 00:00 UTC the next day (docs/decisions/0067-share-links-in-my-photos.md). Null for a
 * text that is not a real calendar day.
 */
export function expiryFromDay(day: string): Date | null {
  const match = DATE.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(Date.UTC(year, month - 1, date));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1) return null;
  if (start.getUTCDate() !== date) return null;
  return new Date(start.getTime() + DAY_MS);
}

/** The last day (YYYY-MM-DD, UTC) a link with this expiry works: what its date input shows. */
export function dayOfExpiry(expiresAt: string): string {
  return new Date(new Date(expiresAt).getTime() - 1).toISOString().slice(0, 10);
}

/** "27 Nov 2026", in UTC like the expiry rule. */
export function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
