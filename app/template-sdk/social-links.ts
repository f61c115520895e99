import type { PortfolioOwner } from "./types";

export interface SocialLink {
  network: "instagram" | "twitter" | "website";
  label: string;
  href: string;
}

const HANDLE = /^@?([A-Za-z0-9._]{1,30})$/;

/** A full http(s) URL as given, or null for anything else (javascript:, data:, garbage). */
function asHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "instagram.com/ana", "https://instagram.com/ana" or "@ana" → a profile URL on that host. */
function profileUrl(value: string, host: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const absolute = asHttpUrl(trimmed) ?? asHttpUrl(`https://${trimmed}`);
  if (absolute && trimmed.includes("/")) return absolute;
  const handle = HANDLE.exec(trimmed)?.[1];
  return handle ? `https://${host}/${handle}` : null;
}

/** "ana.photo" or "https://ana.photo" → "https://ana.photo/". */
function websiteUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return asHttpUrl(trimmed);
  // A bare host needs a dot: "ana" alone is not a website.
  return trimmed.includes(".") ? asHttpUrl(`https://${trimmed}`) : null;
}

/**
 * docs/product.md#about-contact-and-footer: instagram, twitter and website may be given as a link,
 * a handle or a host; templates link to normalised https URLs and silently drop values that are
 * none of these.
 */
export function socialLinks(
  owner: Pick<PortfolioOwner, "instagram" | "twitter" | "website"> | null,
): SocialLink[] {
  if (!owner) return [];
  const links: SocialLink[] = [];
  const instagram = owner.instagram ? profileUrl(owner.instagram, "instagram.com") : null;
  if (instagram) links.push({ network: "instagram", label: "Instagram", href: instagram });
  const twitter = owner.twitter ? profileUrl(owner.twitter, "twitter.com") : null;
  if (twitter) links.push({ network: "twitter", label: "Twitter", href: twitter });
  const website = owner.website ? websiteUrl(owner.website) : null;
  if (website) links.push({ network: "website", label: "Website", href: website });
  return links;
}
