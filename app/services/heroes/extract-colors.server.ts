import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { analyseImage } from "~/images/image-pipeline.server";
import { HERO_MESSAGES, HeroInputError, heroNotFound } from "./hero-errors.server";
import { heroJpegAtLeast } from "./hero-picture.server";
import { brightnessOf, moodOf } from "./hero-tone";
import { logger } from "~/server/log/logger.server";
import { readObject } from "~/storage/store.server";

// The analyser shrinks to 200 px: a small derivative says as much as the widest.
const ANALYSIS_WIDTH = 320;

/** The stored image to analyse: a small JPEG derivative, else the single stored file. */
function sourceKey(hero: HeroImage): string {
  const key = heroJpegAtLeast(hero, ANALYSIS_WIDTH)?.key ?? hero.storageKey;
  if (!key) throw new HeroInputError(HERO_MESSAGES.noStoredImage, 409);
  return key;
}

/**
 * 'Extract colours' for one banner: palette, dominant colour, mood and brightness
 * (docs/product.md#entities).
 */
export async function extractHeroColors(id: string): Promise<HeroImage> {
  const { heroImages } = await db();
  const hero = await heroImages.findById(id);
  if (!hero) throw heroNotFound();
  const analysis = await analyseImage(await readObject(sourceKey(hero)), { kind: "hero" });
  const updated = await heroImages.update(id, {
    dominantColor: analysis.dominantColor,
    mood: moodOf(analysis.dominantColor),
    brightness: brightnessOf(analysis.brightness),
    colors: analysis.colors.map(({ hex, percentage }) => ({ hex, percentage })),
    colorAnalysisComplete: true,
  });
  if (!updated) throw heroNotFound();
  return updated;
}

export interface BulkExtraction {
  successCount: number;
  errorCount: number;
}

/** Every banner in turn (one decode at a time); a banner that fails is counted, never fatal. */
export async function extractAllHeroColors(): Promise<BulkExtraction> {
  const { heroImages } = await db();
  const result: BulkExtraction = { successCount: 0, errorCount: 0 };
  for (const hero of await heroImages.list()) {
    try {
      await extractHeroColors(hero.id);
      result.successCount++;
    } catch (error) {
      logger.error({ err: error, heroId: hero.id }, "Colour extraction failed");
      result.errorCount++;
    }
  }
  return result;
}
