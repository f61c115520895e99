import { dayText, downloadsLabel } from "./link-form-fields";

/** A link as the links page gets it from its loader (the service's toOwnLinkView). */
export interface LinkRow {
  id: string;
  label: string;
  hasPassword: boolean;
  expiresAt: string | null;
  expired: boolean;
  downloads: string;
  favourites: boolean;
  favouritesLimit?: number | null;
  watermark: boolean;
  revokedAt: string | null;
  counts: { views: number; downloads: number; favourites?: number };
  lastUsedAt: string | null;
  createdAt: string;
}

/** The label, or the day it was made for a link without one. */
export const linkName = (link: Pick<LinkRow, "label" | "createdAt">) =>
  link.label || `Link of ${dayText(link.createdAt)}`;

export type LinkTone = "success" | "attention" | "critical" | undefined;

/** Active, expires on …, expired or revoked: the badge of a row. */
export function linkStatus(link: LinkRow): { text: string; tone: LinkTone } {
  if (link.revokedAt) return { text: `Revoked on ${dayText(link.revokedAt)}`, tone: undefined };
  if (link.expired) return { text: "Expired", tone: "critical" };
  if (link.expiresAt) {
    const lastDay = new Date(new Date(link.expiresAt).getTime() - 1).toISOString();
    return { text: `Active until ${dayText(lastDay)}`, tone: "attention" };
  }
  return { text: "Active", tone: "success" };
}

/** What the link lets guests do, one phrase each. */
export function linkSettingsText(link: LinkRow): string[] {
  const limit = link.favouritesLimit ? ` (up to ${link.favouritesLimit})` : "";
  return [
    link.hasPassword ? "Password" : "No password",
    `Downloads: ${downloadsLabel(link.downloads)}`,
    link.favourites ? `Favourites on${limit}` : "Favourites off",
    link.watermark ? "Watermarked" : "No watermark",
  ];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Views, downloads and, when there are any, favourites. */
export function linkCountsText(link: LinkRow): string {
  const parts = [
    count(link.counts.views, "view", "views"),
    count(link.counts.downloads, "download", "downloads"),
  ];
  if (link.counts.favourites) {
    parts.push(count(link.counts.favourites, "favourite", "favourites"));
  }
  return parts.join(" · ");
}
