import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { objectStore } from "~/storage/store.server";
import { HERO_MESSAGES, HeroInputError, heroNotFound } from "./hero-errors.server";
import { heroFolder } from "./hero-keys.server";

export interface HeroEdit {
  name?: string;
  title?: string | null;
  description?: string | null;
}

const optional = (text: string | null | undefined) => text?.trim() || null;

async function findHero(id: string): Promise<HeroImage> {
  const { heroImages } = await db();
  const hero = await heroImages.findById(id);
  if (!hero) throw heroNotFound();
  return hero;
}

/**
 * Banner edit (docs/product.md#validation-rules): name required; an empty title or description
 * removes it.
 */
export async function updateHero(id: string, edit: HeroEdit): Promise<HeroImage> {
  const name = edit.name?.trim();
  if (!name) throw new HeroInputError(HERO_MESSAGES.nameRequired);
  const { heroImages } = await db();
  const updated = await heroImages.update(id, {
    name,
    title: optional(edit.title),
    description: optional(edit.description),
  });
  if (!updated) throw heroNotFound();
  return updated;
}

/**
 * Removes a banner and every file stored for it (its folder `hero/{id}/`). The default cannot be
 * deleted (docs/product.md#admin-dashboard): there is always exactly one. The record goes first, so
 * its files stop being served at once; files a failing store leaves behind are found by the storage
 * audit.
 */
export async function deleteHero(id: string): Promise<HeroImage> {
  const hero = await findHero(id);
  if (hero.isDefault) throw new HeroInputError(HERO_MESSAGES.defaultNotDeletable, 409);
  const { heroImages } = await db();
  await heroImages.delete(id);
  await objectStore().deletePrefix(heroFolder(id));
  return hero;
}

/** Makes this banner the only default (docs/product.md#admin-dashboard: exactly one default). */
export async function setDefaultHero(id: string): Promise<HeroImage> {
  const { heroImages } = await db();
  const hero = await heroImages.setDefault(id);
  if (!hero) throw heroNotFound();
  return hero;
}

/** Every banner, oldest first. */
export async function listHeroes(): Promise<HeroImage[]> {
  const { heroImages } = await db();
  return heroImages.list();
}

export { findHero };
