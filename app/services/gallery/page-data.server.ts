import { config } from "~/config.server";
import type { User } from "~/data/users.server";
import { listCustomCategories } from "~/services/categories.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { getTemplate, resolveTemplateId } from "~/services/templates/index.server";
import { heroText } from "~/template-sdk/text";
import type { HeroView, PhotographersList, PortfolioOwner } from "~/template-sdk/types";
import {
  ALL_CATEGORY,
  SYSTEM_CATEGORIES,
  type CategoryOption,
  type PhotoView,
} from "~/utils/photo-view";
import { portfolioPath } from "~/utils/portfolio-url";
import { toPortfolioProfile } from "../portfolio.server";
import { noteView } from "~/server/public-cache/render-scope.server";
import { heroFor } from "./hero.server";
import { countView } from "./view-counter.server";
import type { PhotoPosition } from "~/data/photos.server";
import { portfolioPage, type GalleryPagingData } from "./portfolio-page.server";
import { homeGallery } from "./public-photos.server";
import { offeredCategories } from "./offered-categories.server";
import { publicPhotographers } from "./photographers.server";
import { logger } from "~/server/log/logger.server";

export interface GalleryPageData {
  templateId: string;
  owner: PortfolioOwner | null;
  photos: PhotoView[];
  /** A portfolio's paging; null on the home gallery (one capped, shuffled list). */
  paging: GalleryPagingData | null;
  photosError: string | null;
  categories: CategoryOption[];
  selectedCategory: string;
  hero: HeroView | null;
  siteName: string;
  /** The administrator's description of the site (Admin → Settings), when there is one. */
  siteDescription: string | null;
  basePath: string;
  /** The home page's photographers; null on a portfolio. */
  photographers: PhotographersList | null;
}

const PHOTOS_ERROR = {
  home: "Error loading photos. Please try again later.",
  portfolio: "Unable to load photos. Please try again later.",
};

function brand(siteName: string): string {
  const { SITE_URL } = config();
  return SITE_URL ? new URL(SITE_URL).host : siteName;
}

/** The profile a template sees: everything public but the account's settings. */
function toOwner(user: User): PortfolioOwner {
  const { templateId: _templateId, portfolioUrl: _url, ...owner } = toPortfolioProfile(user);
  return owner;
}

/** 'All' and the categories the gallery has public photos in (offered-categories.server.ts). */
async function categoriesOf(ownerId: string | null): Promise<CategoryOption[]> {
  const custom = ownerId ? await listCustomCategories(ownerId) : [];
  const known = [
    ...SYSTEM_CATEGORIES,
    ...custom.map((c) => ({ id: c.categoryId, label: c.label })),
  ];
  return offeredCategories(known, ownerId);
}

/**
 * docs/product.md#error-catalogue: a hero that cannot be looked up is logged and left empty; the
 * page still shows.
 */
async function heroOrEmpty(ownerId: string | null, viewerId: string | undefined) {
  try {
    return await heroFor(ownerId, viewerId);
  } catch (error) {
    logger.error({ err: error }, "Hero lookup failed");
    return { url: null };
  }
}

/** Like the hero, a failed lookup is logged and the page shows without the photographers. */
async function photographersOrNone(all: boolean): Promise<PhotographersList | null> {
  try {
    return await publicPhotographers({ all });
  } catch (error) {
    logger.error({ err: error }, "Photographers lookup failed");
    return null;
  }
}

/**
 * Everything a template needs for the home gallery (owner = the signed-in user, or null for a
 * visitor) or a portfolio (owner = its photographer), per
 * docs/product.md#public-portfolio-and-templates, docs/product.md#states-and-transitions.
 */
export async function galleryPageData({
  view,
  owner,
  viewer,
  category,
  after = null,
  allPhotographers = false,
}: {
  view: "home" | "portfolio";
  owner: User | null;
  viewer: User | null;
  category: string | null;
  /** A portfolio page that continues after this photo (`?cursor=`); the first page when null. */
  after?: PhotoPosition | null;
  /** The home page lists every photographer instead of the first few (`?photographers=all`). */
  allPhotographers?: boolean;
}): Promise<GalleryPageData> {
  const [categories, site] = await Promise.all([categoriesOf(owner?.id ?? null), siteSettings()]);
  const selectedCategory = categories.some((c) => c.id === category) ? category! : ALL_CATEGORY;
  const templateId = resolveTemplateId({
    ownerTemplateId: view === "portfolio" ? owner?.templateId : undefined,
    viewerTemplateId: viewer?.templateId,
  });
  let photos: PhotoView[] = [];
  let paging: GalleryPagingData | null = null;
  let photosError: string | null = null;
  try {
    if (view === "portfolio" && owner) {
      ({ photos, paging } = await portfolioPage(owner, selectedCategory, after));
    } else {
      photos = await homeGallery({ viewerId: owner?.id, category: selectedCategory });
    }
  } catch (error) {
    logger.error({ err: error }, "Gallery photos failed");
    photosError = PHOTOS_ERROR[view];
  }
  // Templates that declare no hero (monochrome) never fetch one
  // (docs/product.md#public-portfolio-and-templates).
  const usesHero = getTemplate(templateId)?.manifest.usesHero !== false;
  const hero = usesHero
    ? {
        ...(await heroOrEmpty(owner?.id ?? null, viewer?.id)),
        ...heroText(owner && toOwner(owner), brand(site.siteName)),
      }
    : null;
  return {
    templateId,
    owner: owner ? toOwner(owner) : null,
    photos,
    paging,
    photosError,
    categories,
    selectedCategory,
    hero,
    siteName: site.siteName,
    siteDescription: site.siteDescription,
    basePath: view === "portfolio" && owner ? portfolioPath(owner) : "/",
    photographers: view === "home" ? await photographersOrNone(allPhotographers) : null,
  };
}

/**
 * Counts a page view: first-party, per page per day, nothing about the visitor is kept. A page
 * kept in the public page cache counts it again on each hit (noteView).
 */
export async function recordView(kind: "portfolio" | "photo", targetId: string, ownerId: string) {
  countView(kind, targetId, ownerId);
  noteView({ kind, targetId, ownerId });
}
