import type { CategoryOption } from "~/utils/photo-view";
import { ALL_CATEGORY, TEXTS } from "./constants";
import type { HeroView, PortfolioOwner } from "./types";

type Named = Pick<PortfolioOwner, "firstName" | "lastName" | "username">;

/** "First Last" when both names are set, else null. */
export const fullName = (owner: Named) =>
  owner.firstName && owner.lastName ? `${owner.firstName} ${owner.lastName}` : null;

/**
 * docs/product.md#gallery-page hero text: the owner's full name, else their username in capitals;
 * without an owner (a signed-out visitor on home) the brand in capitals. The owner's tagline
 * replaces the default.
 */
export function heroText(
  owner: (Named & Pick<PortfolioOwner, "tagline">) | null,
  brand: string,
): Pick<HeroView, "title" | "tagline"> {
  const title = owner
    ? (fullName(owner) ?? owner.username?.toUpperCase() ?? brand.toUpperCase())
    : brand.toUpperCase();
  return { title, tagline: owner?.tagline || TEXTS.defaultTagline };
}

/**
 * docs/product.md#gallery-page: 'Featured Work' for all, otherwise the capitalised category name.
 */
export function galleryHeading(selected: string, categories: CategoryOption[]): string {
  if (selected === ALL_CATEGORY) return TEXTS.featuredWork;
  const label = categories.find((category) => category.id === selected)?.label ?? selected;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * docs/product.md#about-contact-and-footer footer: full name, else the username in upper case, else
 * the site name.
 */
export function footerName(owner: Named | null, siteName: string): string {
  if (!owner) return siteName;
  return fullName(owner) ?? owner.username?.toUpperCase() ?? siteName;
}

/**
 * docs/product.md#constants-and-limits: the copyright line shows the current year and the site
 * name.
 */
export function copyrightLine(siteName: string, now = new Date()): string {
  return `© ${now.getFullYear()} ${siteName}. All rights reserved.`;
}

/** Alt text for a photo: the generated description when there is one, else the title. */
export function altText(photo: { aiAltText: string | null; title: string }): string {
  return photo.aiAltText?.trim() || photo.title;
}

/**
 * Whether a photo's visible title, shown beside it inside the same link, would only repeat its
 * alt text (no generated description): the caption is then hidden from screen readers, so the
 * link is not read out twice (axe: image-redundant-alt).
 */
export function captionRepeatsAlt(photo: { aiAltText: string | null; title: string }): boolean {
  return altText(photo).trim().toLowerCase() === photo.title.trim().toLowerCase();
}
