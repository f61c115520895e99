import type { MetaDescriptor } from "@remix-run/node";
import type { GalleryPageData } from "~/services/gallery/page-data.server";
import { heroPreloadLink } from "~/template-sdk/hero-image";
import { socialMeta } from "./social-meta";

/*
 * The head tags of the home gallery and of a portfolio, built by their loaders: on the server, so
 * that the code that builds them (social cards, the hero's preload) is not part of the pages'
 * JavaScript (ADR 30). The routes' `meta` hands them to Remix.
 */

export function homeMeta(page: GalleryPageData): MetaDescriptor[] {
  const title = page.owner ? `${page.owner.displayName} · ${page.siteName}` : page.siteName;
  const preload = heroPreloadLink(page.hero);
  return [
    { title },
    {
      name: "description",
      // A photographer's own home page keeps their tagline; the site's home, the admin's words.
      content:
        (page.owner ? null : page.siteDescription) ??
        page.hero?.tagline ??
        "Photography portfolios",
    },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    ...(preload ? [preload] : []),
  ];
}

/** `origin` is SITE_URL or null (socialMeta). */
export function portfolioMeta(page: GalleryPageData, origin: string | null): MetaDescriptor[] {
  const owner = page.owner!;
  const cover = page.photos[0];
  const preload = heroPreloadLink(page.hero);
  const tags = socialMeta({
    title: `${owner.displayName} · ${page.siteName}`,
    description: owner.tagline || `Photography by ${owner.displayName}`,
    origin,
    path: page.basePath,
    imagePath: cover ? cover.imageUrl : (page.hero?.url ?? undefined),
    imageAlt: cover ? cover.aiAltText || cover.title : undefined,
    type: "profile",
  });
  return preload ? [...tags, preload] : tags;
}
