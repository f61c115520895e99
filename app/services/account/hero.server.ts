import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import type { HeroSelection } from "~/data/hero-selections.server";
import type { Photo } from "~/data/photos.server";
import { heroPicture } from "~/services/heroes/hero-picture.server";
import { derivativeUrl, visiblePhoto, type ViewerId } from "~/services/photos/index.server";
import { CUSTOM_HERO_PREFIX } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";
import type { HeroImageView, HeroSelectionView } from "./account-view";
import { findOwnPhoto, jpegFor } from "./own-photo-images.server";

/**
 * docs/product.md#entities Hero image; `is_default` is the spec's spelling, kept beside
 * `isDefault`.
 */
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
 * The photo a "custom" selection names, if it is still the user's and `viewerId` may see it
 * (the photo rule: public, or the viewer is the owner). A private hero photo is the owner's alone.
 */
export async function visibleHeroPhoto(
  userId: string,
  selection: HeroSelection,
  viewerId: ViewerId,
): Promise<Photo | null> {
  if (selection.kind !== "custom" || !selection.photoId) return null;
  const { photos } = await db();
  return visiblePhoto(await photos.findById(selection.photoId), viewerId, userId);
}

/**
 * The user's hero as `viewerId` may see it now: the selection keeps a copy of the name and URL,
 * but an admin may since have edited or deleted the banner, the user deleted the photo or made it
 * private, and a public photo's URL changes with each publication. A hero that is gone, or a
 * photo the viewer may not see, counts as no selection (the portfolio then shows the default).
 */
export async function heroSelectionOf(
  userId: string,
  viewerId: ViewerId,
): Promise<HeroSelectionView | null> {
  const { heroSelections, heroImages, users } = await db();
  // A suspended photographer's portfolio is out of public view, its hero with it (ADR 43).
  const owner = await users.findById(userId);
  if (!owner || owner.status === "suspended") return null;
  const selection = await heroSelections.get(userId);
  if (!selection) return null;
  if (selection.kind === "global") {
    const hero = selection.heroImageId ? await heroImages.findById(selection.heroImageId) : null;
    if (!hero) return null;
    const live = { ...selection, name: hero.name, description: hero.description, url: hero.url };
    return toHeroSelectionView(live);
  }
  const photo = await visibleHeroPhoto(userId, selection, viewerId);
  const source = photo && jpegFor(photo, "hero");
  if (!source) return null;
  return toHeroSelectionView({ ...selection, url: derivativeUrl(photo, source, owner) });
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
    // A copy as of now; readers rebuild it (heroSelectionOf), as publication changes it.
    url: derivativeUrl(photo, source),
  });
  return toHeroSelectionView(selection);
}

/**
 * The hero tab's choice: a global hero's id, or `custom-{photoId}` for an own photo
 * (docs/product.md#entities).
 */
export function chooseHero(userId: string, choice: string) {
  return choice.startsWith(CUSTOM_HERO_PREFIX)
    ? chooseOwnPhotoHero(userId, choice.slice(CUSTOM_HERO_PREFIX.length))
    : chooseGlobalHero(userId, choice);
}
