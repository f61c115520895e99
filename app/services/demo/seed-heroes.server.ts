import { readFile } from "node:fs/promises";
import path from "node:path";
import { db } from "~/data/db.server";
import type { HeroImage } from "~/data/hero-images.server";
import { createHeroFromImage } from "~/services/heroes/index.server";
import type { DemoHero } from "./demo-manifest.server";

/** Each banner through the hero service (pipeline, colour analysis); keyed by manifest name. */
export async function seedHeroes(
  heroes: DemoHero[],
  contentDir: string,
  onHero: (hero: HeroImage) => void,
): Promise<Map<string, HeroImage>> {
  const created = new Map<string, HeroImage>();
  for (const hero of heroes) {
    const bytes = await readFile(path.join(contentDir, hero.file));
    const saved = await createHeroFromImage(bytes, {
      name: hero.name,
      title: hero.title,
      // Plain text (a banner caption), so the credit is plain text too.
      description: [hero.description, `Photo: ${hero.credit}.`].filter(Boolean).join(" "),
      isDefault: hero.isDefault,
    });
    created.set(hero.name, saved);
    onHero(saved);
  }
  return created;
}

/** The photographer's portfolio hero: a global banner, as the account's hero tab would save it. */
export async function selectHero(userId: string, hero: HeroImage): Promise<void> {
  const { heroSelections } = await db();
  await heroSelections.set(userId, {
    kind: "global",
    heroImageId: hero.id,
    name: hero.name,
    description: hero.description,
    url: hero.url,
  });
}
