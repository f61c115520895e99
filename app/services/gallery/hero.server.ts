import { db } from "~/data/db.server";
import { visibleHeroPhoto } from "~/services/account/hero.server";
import { jpegFor } from "~/services/account/own-photo-images.server";
import { heroPicture } from "~/services/heroes/hero-picture.server";
import { derivativeUrlOf, type ViewerId } from "~/services/photos/index.server";
import type { HeroPicture } from "~/template-sdk/types";

export interface HeroChoice {
  url: string | null;
  colors?: string[];
  /** The banner's (or photo's) derivatives, for `srcset`; absent for a banner stored without. */
  picture?: HeroPicture | null;
}

/**
 * docs/product.md#states-and-transitions hero choice: the owner's own selection (whoever views it),
 * otherwise the default banner; with no owner (a visitor on home) the default banner. A selection
 * whose banner or photo is gone counts as none, and a private photo is shown only to its owner
 * (others get the default).
 */
export async function heroFor(ownerId: string | null, viewerId?: ViewerId): Promise<HeroChoice> {
  const { heroSelections, heroImages } = await db();
  const stored = ownerId ? await heroSelections.get(ownerId) : null;
  if (stored?.kind === "global" && stored.heroImageId) {
    const global = await heroImages.findById(stored.heroImageId);
    if (global) {
      return {
        url: global.url,
        colors: global.colors.map((c) => c.hex),
        picture: heroPicture(global),
      };
    }
  }
  const photo = stored && ownerId ? await visibleHeroPhoto(ownerId, stored, viewerId) : null;
  const source = photo && jpegFor(photo, "hero");
  if (photo && source) {
    // The owner's portfolio watermark, if on, is in a public hero too (ADR 65).
    const owner = await (await db()).users.findById(photo.userId);
    const urlOf = derivativeUrlOf(photo, owner ?? undefined);
    return {
      url: urlOf(source),
      colors: photo.dominantColors,
      picture: heroPicture(photo, urlOf),
    };
  }
  const fallback = await heroImages.findDefault();
  return fallback
    ? {
        url: fallback.url,
        colors: fallback.colors.map((c) => c.hex),
        picture: heroPicture(fallback),
      }
    : { url: null };
}
