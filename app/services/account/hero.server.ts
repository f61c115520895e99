import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import type { HeroSelection } from "~/data/hero-selections.server";
import { heroPicture } from "~/services/heroes/hero-picture.server";
import { CUSTOM_HERO_PREFIX } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";
import type { HeroImageView, HeroSelectionView } from "./account-view";
import { findOwnPhoto, jpegFor, mediaUrl } from "./own-photo-images.server";

/** Spec §3 Hero image; `is_default` is the spec's spelling, kept beside `isDefault`. */
export function toHeroImageView(hero: HeroImage): HeroImageView {
  return {
    id: hero.id,
    name: hero.name,
    title: hero.title ?? null,
    description: hero.description ?? null,
    url: hero.url,
    picture: heroPicture(hero),
    fileName: hero.fileName ?? null,
    isDefault: hero.isDefault,
    is_default: hero.isDefault,
    dominantColor: hero.dominantColor ?? null,
    mood: hero.mood ?? null,
    brightness: hero.brightness ?? null,
    colors: hero.colors,
    colorAnalysisComplete: hero.colorAnalysisComplete,
  };
}

export function toHeroSelectionView(selection: HeroSelection): HeroSelectionView {
  const custom = selection.kind === "custom";
  return {
    id: custom
      ? `${CUSTOM_HERO_PREFIX}${selection.photoId}`
      : (selection.heroImageId ?? selection.id),
    kind: selection.kind,
    name: selection.name,
    description: selection.description ?? null,
    url: selection.url,
  };
}

export async function listHeroImages(): Promise<HeroImageView[]> {
  const { heroImages } = await db();
  return (await heroImages.list()).map(toHeroImageView);
}

export async function defaultHeroImage(): Promise<HeroImageView | null> {
  const { heroImages } = await db();
  const hero = await heroImages.findDefault();
  return hero ? toHeroImageView(hero) : null;
}

/**
 * The user's hero as it is now: the selection keeps a copy of the name and URL, but an admin may
 * since have edited or deleted the banner, or the user deleted the photo. A hero that is gone
 * counts as no selection (the portfolio then falls back to the default).
 */
export async function heroSelectionOf(userId: string): Promise<HeroSelectionView | null> {
  const { heroSelections, heroImages, photos } = await db();
  const selection = await heroSelections.get(userId);
  if (!selection) return null;
  if (selection.kind === "global") {
    const hero = selection.heroImageId ? await heroImages.findById(selection.heroImageId) : null;
    if (!hero) return null;
    const live = { ...selection, name: hero.name, description: hero.description, url: hero.url };
    return toHeroSelectionView(live);
  }
  const photo = selection.photoId ? await photos.findById(selection.photoId) : null;
  const source = photo?.userId === userId ? jpegFor(photo, "hero") : undefined;
  return source ? toHeroSelectionView({ ...selection, url: mediaUrl(source.key) }) : null;
}

export async function chooseGlobalHero(userId: string, heroImageId: string) {
  const { heroImages, heroSelections } = await db();
  const hero = await heroImages.findById(heroImageId);
  if (!hero) throw new AccountError("Hero image not found", 404);
  const selection = await heroSelections.set(userId, {
    kind: "global",
    heroImageId: hero.id,
    name: hero.name,
    description: hero.description,
    url: hero.url,
  });
  return toHeroSelectionView(selection);
}

/** One of the user's own photos as hero: its widest public JPEG, never the private original. */
export async function chooseOwnPhotoHero(userId: string, photoId: string) {
  const photo = await findOwnPhoto(userId, photoId);
  const source = jpegFor(photo, "hero");
  if (!source) throw new AccountError("This photo is still being processed.", 409);
  const { heroSelections } = await db();
  const selection = await heroSelections.set(userId, {
    kind: "custom",
    photoId: photo.id,
    // The photo's description is HTML meant for the lightbox, not a banner caption.
    name: photo.title || "My photo",
    url: mediaUrl(source.key),
  });
  return toHeroSelectionView(selection);
}

/** The hero tab's choice: a global hero's id, or `custom-{photoId}` for an own photo (spec §3). */
export function chooseHero(userId: string, choice: string) {
  return choice.startsWith(CUSTOM_HERO_PREFIX)
    ? chooseOwnPhotoHero(userId, choice.slice(CUSTOM_HERO_PREFIX.length))
    : chooseGlobalHero(userId, choice);
}
