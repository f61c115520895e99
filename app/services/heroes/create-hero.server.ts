import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { newId } from "~/data/ids.server";
import { HERO_WIDTHS, processImage, type Derivative } from "~/images/image-pipeline.server";
import { IMMUTABLE_PUBLIC, mediaUrl } from "~/services/photos/photo-keys.server";
import { objectStore } from "~/storage/store.server";
import { HERO_MESSAGES, HeroInputError } from "./hero-errors.server";
import { heroFileName } from "./hero-file-name";
import { heroFolder, heroKey } from "./hero-keys.server";
import { brightnessOf, moodOf } from "./hero-tone";
import { logger } from "~/server/log/logger.server";

export interface NewHeroInput {
  name: string;
  title?: string;
  description?: string;
  /** The file's name as uploaded (or the URL's last segment); a title given replaces it. */
  fileName?: string;
  /**
   * Makes this the only default banner (the repository clears any other). The first banner of an
   * installation is the default anyway: there is exactly one whenever there are banners.
   */
  isDefault?: boolean;
}

const optional = (text: string | undefined) => text?.trim() || undefined;

/** The banner's `url`: the widest JPEG, which every browser shows and the palette panel reads. */
function widestJpeg(derivatives: Derivative[]): Derivative {
  const jpeg = derivatives.filter((d) => d.format === "jpeg").at(-1);
  if (!jpeg) throw new Error("processImage made no JPEG derivative");
  return jpeg;
}

/**
 * A curated, global hero banner (docs/product.md#entities) from image bytes: validated and
 * processed by the one pipeline (kind "hero": the upload limits and texts, ImageRejectedError when
 * refused), its derivatives stored under `hero/{heroId}/` and listed on the record (for `srcset`),
 * and the colour analysis saved with it, complete. Only derivatives are stored: a banner is public,
 * and the original may carry EXIF and GPS. If anything fails after the first write, the folder is
 * removed, so nothing is left behind.
 */
export async function createHeroFromImage(buffer: Buffer, input: NewHeroInput): Promise<HeroImage> {
  const name = input.name.trim();
  if (!name) throw new HeroInputError(HERO_MESSAGES.nameRequired);
  const image = await processImage(buffer, { kind: "hero", widths: HERO_WIDTHS });
  const heroId = newId();
  const store = objectStore();
  try {
    const writes = await Promise.allSettled(
      image.derivatives.map((d) =>
        store.put(heroKey(heroId, d.name), d.buffer, {
          contentType: d.mime,
          cacheControl: IMMUTABLE_PUBLIC,
        }),
      ),
    );
    // Every write is settled first, so the clean-up below never races one still in flight.
    const failed = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
    if (failed) throw failed.reason;
    const key = heroKey(heroId, widestJpeg(image.derivatives).name);
    const { heroImages } = await db();
    const title = optional(input.title);
    return await heroImages.create({
      id: heroId,
      name,
      title,
      description: optional(input.description),
      fileName: heroFileName(title, input.fileName, image.type),
      url: mediaUrl(key),
      storageKey: key,
      derivatives: image.derivatives.map((d) => ({
        key: heroKey(heroId, d.name),
        width: d.width,
        height: d.height,
        format: d.format,
        size: d.size,
      })),
      width: image.width,
      height: image.height,
      placeholder: image.placeholder.dataUrl,
      isDefault: input.isDefault || !(await heroImages.findDefault()),
      dominantColor: image.dominantColor,
      mood: moodOf(image.dominantColor),
      brightness: brightnessOf(image.brightness),
      colors: image.colors.map(({ hex, percentage }) => ({ hex, percentage })),
      colorAnalysisComplete: true,
    });
  } catch (error) {
    await store.deletePrefix(heroFolder(heroId)).catch((cleanup: unknown) => {
      // The storage audit (admin) finds what could not be removed here.
      logger.error({ err: cleanup }, "Hero clean-up failed");
    });
    throw error;
  }
}
