import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { newId } from "~/data/ids.server";
import { processImage, type Derivative } from "~/images/image-pipeline.server";
import { IMMUTABLE_PUBLIC, mediaUrl } from "~/services/photos/photo-keys.server";
import { objectStore } from "~/storage/store.server";
import { heroFolder, heroKey } from "./hero-keys.server";
import { brightnessOf, moodOf } from "./hero-tone";

export interface NewHeroInput {
  name: string;
  title?: string;
  description?: string;
  /** Makes this the only default banner (the repository clears any other). */
  isDefault?: boolean;
}

/** A hero request the caller can fix; `message` is shown as it is. */
export class HeroInputError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = "HeroInputError";
  }
}

const optional = (text: string | undefined) => text?.trim() || undefined;

/** The banner's `url`: the widest JPEG, which every browser shows and the palette panel reads. */
function widestJpeg(derivatives: Derivative[]): Derivative {
  const jpeg = derivatives.filter((d) => d.format === "jpeg").at(-1);
  if (!jpeg) throw new Error("processImage made no JPEG derivative");
  return jpeg;
}

/**
 * A curated, global hero banner (spec §3) from image bytes: validated and processed by the one
 * pipeline (kind "hero": the upload limits and texts, ImageRejectedError when refused), its
 * derivatives stored under `hero/{heroId}/`, and the colour analysis saved with it, complete.
 * Only derivatives are stored: a banner is public, and the original may carry EXIF and GPS.
 * If anything fails after the first write, the folder is removed, so nothing is left behind.
 */
export async function createHeroFromImage(buffer: Buffer, input: NewHeroInput): Promise<HeroImage> {
  const name = input.name.trim();
  if (!name) throw new HeroInputError("Hero image name is required");
  const image = await processImage(buffer, { kind: "hero" });
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
    return await heroImages.create({
      id: heroId,
      name,
      title: optional(input.title),
      description: optional(input.description),
      url: mediaUrl(key),
      storageKey: key,
      isDefault: input.isDefault ?? false,
      dominantColor: image.dominantColor,
      mood: moodOf(image.dominantColor),
      brightness: brightnessOf(image.brightness),
      colors: image.colors.map(({ hex, percentage }) => ({ hex, percentage })),
      colorAnalysisComplete: true,
    });
  } catch (error) {
    await store.deletePrefix(heroFolder(heroId)).catch((cleanup: unknown) => {
      // The storage audit (admin) finds what could not be removed here.
      console.error("Hero clean-up failed:", cleanup);
    });
    throw error;
  }
}
