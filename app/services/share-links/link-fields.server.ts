import { SHARE_DOWNLOADS, type ShareDownloads } from "~/data/share-links.server";
import { ShareLinkInputError } from "./errors.server";

/** docs/product.md#share-links: what a photographer may set on a link. */
export const SHARE_LINK_LIMITS = {
  label: 100,
  passwordMin: 4,
  passwordMax: 256,
  /** The most a photographer may let each guest choose ("choose up to 1000"). */
  favouritesMax: 1000,
} as const;

/** Trimmed, at most 100 characters; may be empty (the list then shows the link's date). */
export function checkedLabel(label: unknown): string {
  const text = typeof label === "string" ? label.trim() : "";
  if (text.length > SHARE_LINK_LIMITS.label) {
    throw new ShareLinkInputError(
      "label",
      `The label must be at most ${SHARE_LINK_LIMITS.label} characters.`,
    );
  }
  return text;
}

/** A password the client types: as given (never trimmed), 4 to 256 characters. */
export function checkedPassword(password: unknown): string {
  const { passwordMin: min, passwordMax: max } = SHARE_LINK_LIMITS;
  if (typeof password !== "string" || password.length < min || password.length > max) {
    throw new ShareLinkInputError("password", `The password must be ${min} to ${max} characters.`);
  }
  return password;
}

/** An ISO date in the future, or null for a link that never expires. */
export function checkedExpiry(expiresAt: unknown, now = new Date()): Date | null {
  if (expiresAt === null || expiresAt === undefined || expiresAt === "") return null;
  const date = typeof expiresAt === "string" ? new Date(expiresAt) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new ShareLinkInputError("expiresAt", "The expiry must be a date and time (ISO 8601).");
  }
  if (date <= now) throw new ShareLinkInputError("expiresAt", "The expiry must be in the future.");
  return date;
}

export function checkedDownloads(downloads: unknown): ShareDownloads {
  if (SHARE_DOWNLOADS.includes(downloads as ShareDownloads)) return downloads as ShareDownloads;
  throw new ShareLinkInputError("downloads", "Downloads must be none, web or original.");
}

export function checkedFlag(value: unknown, name: "favourites" | "watermark"): boolean {
  if (typeof value === "boolean") return value;
  throw new ShareLinkInputError(name, `${name} must be true or false.`);
}

/** How many favourites each guest may choose: a whole number from 1 to 1000, or null (no limit). */
export function checkedFavouritesLimit(limit: unknown): number | null {
  if (limit === null || limit === "") return null;
  const max = SHARE_LINK_LIMITS.favouritesMax;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new ShareLinkInputError(
      "favouritesLimit",
      `The favourites limit must be a whole number from 1 to ${max}, or none.`,
    );
  }
  return limit;
}
