import { db } from "~/data/db.server";
import type { MediaRule } from "~/services/photos/media-rules.server";
import { IMMUTABLE_PUBLIC } from "~/services/photos/photo-keys.server";
import { HERO_DERIVATIVE_NAME } from "./hero-keys.server";

/**
 * `hero/{heroId}/{name}`: a curated banner's derivatives, public to anyone
 * (docs/product.md#entities: heroes show to signed-out visitors) and immutable, being
 * content-addressed. Only while the banner exists, so files an admin's delete left behind are not
 * reachable.
 */
export const heroMediaRule: MediaRule = {
  prefix: "hero",
  async authorize(key) {
    const [, heroId, name, ...rest] = key.split("/");
    if (!heroId || !name || rest.length > 0 || !HERO_DERIVATIVE_NAME.test(name)) return null;
    const { heroImages } = await db();
    return (await heroImages.findById(heroId)) ? { cacheControl: IMMUTABLE_PUBLIC } : null;
  },
};
