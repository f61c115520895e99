import type { MetaDescriptor } from "@remix-run/node";
import type { PortfolioOwner, PublicCollectionView } from "~/template-sdk/types";
import { socialMeta } from "~/ui/social-meta";

/** Its description as plain text for the head tags (it is stored as sanitised HTML). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A collection page's head tags, like a portfolio's (public-page-meta.server.ts): its title and
 * description, its cover (a published photo, never a private one) as the card's image, and its
 * canonical address. `origin` is SITE_URL or null (socialMeta).
 */
export function collectionMeta(
  {
    owner,
    collection,
    path,
    siteName,
  }: {
    owner: PortfolioOwner;
    collection: PublicCollectionView;
    path: string;
    siteName: string;
  },
  origin: string | null,
): MetaDescriptor[] {
  const cover = collection.coverPhoto;
  return socialMeta({
    title: `${collection.title} · ${owner.displayName} · ${siteName}`,
    description:
      plainText(collection.description).slice(0, 300) ||
      `${collection.title}: photographs by ${owner.displayName}`,
    origin,
    path,
    imagePath: cover?.imageUrl,
    imageAlt: cover ? cover.aiAltText || cover.title : undefined,
  });
}
