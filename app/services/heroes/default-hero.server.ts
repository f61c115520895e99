import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { HERO_MESSAGES, HeroInputError } from "./hero-errors.server";
import { uploadHero, type HeroUploadOptions } from "./upload-hero.server";

export interface DefaultHeroInput {
  imageUrl?: string;
  title?: string;
}

/** `/media/hero/{id}/…`, absolute or not: the banner of that id, if it still exists. */
async function storedBanner(imageUrl: string): Promise<HeroImage | null> {
  let path: string;
  try {
    path = new URL(imageUrl, "http://site.invalid").pathname;
  } catch {
    return null;
  }
  const id = /^\/media\/hero\/([^/]+)\//.exec(path)?.[1];
  if (!id) return null;
  const { heroImages } = await db();
  return heroImages.findById(id);
}

/**
 * The default hero form (docs/product.md#validation-rules, docs/product.md#api-calls POST
 * /api/hero-images/default): both an image URL and a title. The URL of one of our banners makes
 * that banner the default under this title; any other URL is fetched safely and becomes a new
 * banner, named by the title, that is the default.
 */
export async function setDefaultHeroFromUrl(
  input: DefaultHeroInput,
  options?: HeroUploadOptions,
): Promise<HeroImage> {
  const imageUrl = input.imageUrl?.trim();
  const title = input.title?.trim();
  if (!imageUrl || !title) throw new HeroInputError(HERO_MESSAGES.defaultMissing);
  const existing = await storedBanner(imageUrl);
  if (existing) {
    const { heroImages } = await db();
    await heroImages.update(existing.id, { title });
    return (await heroImages.setDefault(existing.id)) ?? existing;
  }
  if (!/^https?:\/\//i.test(imageUrl)) throw new HeroInputError(HERO_MESSAGES.invalidUrl);
  return uploadHero({ name: title, title, imageUrl, isDefault: true }, options);
}
