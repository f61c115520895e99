import { db } from "~/data/db.server";

export interface HeroChoice {
  url: string | null;
  colors?: string[];
}

/**
 * Spec §4 hero choice: the owner's own selection (whoever views it), otherwise the default
 * banner; with no owner (a visitor on home) the default banner. Null url: no banner at all.
 */
export async function heroFor(ownerId: string | null): Promise<HeroChoice> {
  const { heroSelections, heroImages } = await db();
  const selection = ownerId ? await heroSelections.get(ownerId) : null;
  if (selection?.url) {
    const global = selection.heroImageId ? await heroImages.findById(selection.heroImageId) : null;
    return { url: selection.url, colors: global?.colors.map((c) => c.hex) };
  }
  const fallback = await heroImages.findDefault();
  return fallback
    ? { url: fallback.url, colors: fallback.colors.map((c) => c.hex) }
    : { url: null };
}
