import type { HeroImage } from "~/data/hero-images.server";
import { SYSTEM_CATEGORIES } from "~/utils/photo-view";

/** What the insights are computed from: the banners' stored analysis and the public photos. */
export const BANNER_FACT_FIELDS = [
  "id",
  "name",
  "title",
  "description",
  "isDefault",
  "dominantColor",
  "mood",
  "brightness",
  "colors",
  "colorAnalysisComplete",
] as const;

export type BannerFacts = Pick<HeroImage, (typeof BANNER_FACT_FIELDS)[number]>;

export interface CategoryCount {
  category: string;
  label: string;
  count: number;
}

export interface PhotoFacts {
  publicPhotos: number;
  featuredPhotos: number;
  photographers: number;
  /** Public photos per category, most first. */
  categories: CategoryCount[];
  /** The public photos' most common dominant colours, most first. */
  commonColours: string[];
}

export interface SiteFacts {
  banners: BannerFacts[];
  photos: PhotoFacts;
}

/** "black-and-white" → "Black & White"; a custom category's slug reads as words ("film-noir" → "Film noir"). */
export function categoryLabel(category: string): string {
  const system = SYSTEM_CATEGORIES.find((c) => c.id === category);
  if (system) return system.label;
  const words = category.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
