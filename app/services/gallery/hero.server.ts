import { db } from "~/data/db.server";
import { heroSelectionOf } from "~/services/account/hero.server";
import { heroPicture } from "~/services/heroes/hero-picture.server";
import type { HeroPicture } from "~/template-sdk/types";

export interface HeroChoice {
  url: string | null;
  colors?: string[];
  /** The banner's (or photo's) derivatives, for `srcset`; absent for a banner stored without. */
  picture?: HeroPicture | null;
}

/**
 * Spec §4 hero choice: the owner's own selection (whoever views it), otherwise the default
 * banner; with no owner (a visitor on home) the default banner. A selection whose banner or photo
 * is gone counts as none, and a private photo is shown only to its owner (others get the default).
 */
export async function heroFor(
  ownerId: string | null,
  viewerId?: string | null,
): Promise<HeroChoice> {
  const { heroSelections, heroImages, photos } = await db();
  const selection = ownerId ? await heroSelectionOf(ownerId) : null;
  if (selection?.url) {
    const stored = await heroSelections.get(ownerId!);
    if (stored?.kind === "global" && stored.heroImageId) {
      const global = await heroImages.findById(stored.heroImageId);
      return {
        url: selection.url,
        colors: global?.colors.map((c) => c.hex),
        picture: global ? heroPicture(global) : null,
      };
    }
    const photo = stored?.photoId ? await photos.findById(stored.photoId) : null;
    if (photo && (photo.isPublic || viewerId === ownerId)) {
      return { url: selection.url, colors: photo.dominantColors, picture: heroPicture(photo) };
    }
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
