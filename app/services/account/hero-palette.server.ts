import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { analyseImage } from "~/images/image-pipeline.server";
import { AccountError } from "./account-errors.server";
import type { HeroPaletteView, HeroSelectionView } from "./account-view";
import { heroSelectionOf } from "./hero.server";
import { findOwnPhoto, jpegFor } from "./own-photo-images.server";
import { CUSTOM_HERO_PREFIX } from "~/utils/account-schemas";
import { readObject } from "~/storage/store.server";

const ADMIN_ONLY = "This banner's colours are extracted by an administrator.";

const fromHero = (hero: HeroImage): HeroPaletteView => ({
  heroId: hero.id,
  complete: hero.colorAnalysisComplete,
  colors: hero.colors,
  dominantColor: hero.dominantColor ?? null,
  unavailableReason: hero.colorAnalysisComplete || hero.storageKey ? null : ADMIN_ONLY,
});

const fromHexes = (heroId: string, hexes: string[] | undefined): HeroPaletteView => ({
  heroId,
  complete: Boolean(hexes?.length),
  colors: (hexes ?? []).map((hex) => ({ hex })),
  dominantColor: hexes?.[0] ?? null,
  unavailableReason: null,
});

const photoIdOf = (selection: HeroSelectionView) => selection.id.slice(CUSTOM_HERO_PREFIX.length);

/**
 * The palette panel of the hero tab. A global hero carries its stored analysis; an own photo
 * keeps its colours on the photo (`dominantColors`, which the upload pipeline may already fill).
 */
export async function heroPaletteOf(
  userId: string,
  selection: HeroSelectionView | null,
): Promise<HeroPaletteView | null> {
  if (!selection) return null;
  const { heroImages, photos } = await db();
  if (selection.kind === "global") {
    const hero = await heroImages.findById(selection.id);
    return hero ? fromHero(hero) : null;
  }
  const photo = await photos.findById(photoIdOf(selection));
  return photo?.userId === userId ? fromHexes(selection.id, photo.dominantColors) : null;
}

/**
 * 'Extract Color Palette' / 'Re-extract'. An own photo is analysed from its public JPEG and the
 * colours stored on it. A global hero belongs to the admins: its stored file is analysed on demand
 * and shown, but the stored analysis is theirs to write (admin 'extract colours').
 */
export async function extractHeroPalette(userId: string): Promise<HeroPaletteView> {
  const selection = await heroSelectionOf(userId, userId);
  if (!selection) throw new AccountError("Please choose a hero image first.", 409);
  const { heroImages, photos } = await db();
  if (selection.kind === "global") {
    const hero = await heroImages.findById(selection.id);
    if (!hero) throw new AccountError("Hero image not found", 404);
    if (!hero.storageKey) {
      if (hero.colorAnalysisComplete) return fromHero(hero);
      throw new AccountError(ADMIN_ONLY, 409);
    }
    const analysis = await analyseImage(await readObject(hero.storageKey), {
      kind: "hero",
      owner: userId,
    });
    return {
      ...fromHero(hero),
      complete: true,
      colors: analysis.colors,
      dominantColor: analysis.dominantColor,
    };
  }
  const photo = await findOwnPhoto(userId, photoIdOf(selection));
  const source = jpegFor(photo, "palette");
  if (!source) throw new AccountError("This photo is still being processed.", 409);
  const analysis = await analyseImage(await readObject(source.key), { owner: userId });
  // A flat picture can have no swatch at all; its dominant colour still describes it.
  const colors = analysis.colors.length ? analysis.colors : [{ hex: analysis.dominantColor }];
  await photos.update(photo.id, { dominantColors: colors.map((c) => c.hex) });
  return {
    ...fromHexes(
      selection.id,
      colors.map((c) => c.hex),
    ),
    colors,
    dominantColor: analysis.dominantColor,
  };
}
