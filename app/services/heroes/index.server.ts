/** Curated, global hero banners (spec §3): creation through the image pipeline, and serving. */
export { createHeroFromImage, HeroInputError, type NewHeroInput } from "./create-hero.server";
export { heroFolder, heroKey } from "./hero-keys.server";
export { heroMediaRule } from "./hero-media-rule.server";
export { brightnessOf, moodOf, type HeroBrightness, type HeroMood } from "./hero-tone";
