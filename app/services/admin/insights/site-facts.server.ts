import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import type { Photo } from "~/data/photos.server";
import {
  BANNER_FACT_FIELDS,
  categoryLabel,
  type BannerFacts,
  type PhotoFacts,
  type SiteFacts,
} from "./site-facts";

/** Enough public photos to read the site's mix without loading a large library into memory. */
export const PHOTO_SAMPLE = 5000;

const toBannerFacts = (hero: HeroImage) =>
  ({
    ...Object.fromEntries(BANNER_FACT_FIELDS.map((field) => [field, hero[field]])),
    colors: hero.colors ?? [],
  }) as BannerFacts;

function mostCommon(values: string[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, limit);
}

export function photoFacts(photos: Photo[]): PhotoFacts {
  return {
    publicPhotos: photos.length,
    featuredPhotos: photos.filter((p) => p.featured).length,
    photographers: new Set(photos.map((p) => p.userId)).size,
    categories: mostCommon(
      photos.map((p) => p.category),
      20,
    ).map(([category, count]) => ({ category, label: categoryLabel(category), count })),
    commonColours: mostCommon(
      photos.map((p) => p.dominantColors?.[0]?.toLowerCase() ?? "").filter(Boolean),
      5,
    ).map(([hex]) => hex),
  };
}

/** The hero banners with their stored colour analysis, and what visitors see of the photos. */
export async function siteFacts(): Promise<SiteFacts> {
  const { heroImages, photos } = await db();
  const [banners, publicPhotos] = await Promise.all([
    heroImages.list(),
    photos.listPublic({ limit: PHOTO_SAMPLE }),
  ]);
  return { banners: banners.map(toBannerFacts), photos: photoFacts(publicPhotos) };
}
