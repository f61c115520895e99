/**
 * Curated, global hero banners (docs/product.md#entities): creation through the image pipeline
 * (file or safe URL fetch), the admin's edits, default and colour extraction, and serving.
 */
export { createHeroFromImage, type NewHeroInput } from "./create-hero.server";
export { HERO_MESSAGES, HeroInputError, heroNotFound } from "./hero-errors.server";
export {
  uploadHero,
  type FetchImage,
  type HeroUploadInput,
  type HeroUploadOptions,
} from "./upload-hero.server";
export { setDefaultHeroFromUrl, type DefaultHeroInput } from "./default-hero.server";
export {
  deleteHero,
  findHero,
  listHeroes,
  setDefaultHero,
  updateHero,
  type HeroEdit,
} from "./manage-heroes.server";
export {
  extractAllHeroColors,
  extractHeroColors,
  type BulkExtraction,
} from "./extract-colors.server";
export { heroJpegAtLeast, heroPicture } from "./hero-picture.server";
export { heroFolder, heroKey } from "./hero-keys.server";
export { heroMediaRule } from "./hero-media-rule.server";
export { brightnessOf, moodOf, type HeroBrightness, type HeroMood } from "./hero-tone";
export { HERO_FAILURES, heroApi, heroRefusal } from "./hero-api.server";
