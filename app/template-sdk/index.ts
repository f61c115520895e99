/**
 * The template SDK: the only app surface templates import (with React). Everything here is
 * client-safe. Host-only pieces (the registry, TemplatePage) live in `./host`, fixtures for
 * template tests in `./testing`; neither is exported here.
 */
export * from "./constants";
export type {
  TemplateColorScheme,
  TemplateManifest,
  TemplateSetting,
  TemplateTypography,
} from "./manifest";
export * from "./types";

export { TemplateProvider, TemplateRoot, templateStyle, useTemplate } from "./template-root";
export { useHydrated } from "./use-hydrated";
export { createTemplateLinks, sectionHref } from "./links";
export {
  aboutText,
  altText,
  captionRepeatsAlt,
  copyrightLine,
  footerName,
  galleryHeading,
  heroText,
  siteAbout,
} from "./text";
export { socialLinks, type SocialLink } from "./social-links";
export { splitFeatured } from "./gallery-layout";
export { featuredSlots, type GallerySlot } from "./featured-slots";

export { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";
// Below the first screen: their code loads when they come into view (on-demand/parts.tsx).
export {
  Carousel,
  ContactForm,
  FeaturedGridGallery,
  GallerySkeleton,
  Masonry,
  MorePhotos,
  SocialIcons,
} from "./on-demand/parts";
export type { CarouselProps } from "./carousel";
export type { FeaturedGridGalleryProps } from "./featured-grid-gallery";
export type { MasonryColumns, MasonryProps } from "./masonry";
export { PhotoLink, isPlainClick } from "./photo-link";
export { visibleDots, wrapIndex } from "./carousel-state";
export { Lightbox } from "./lightbox/lazy-lightbox";
export { useLightbox, type LightboxController } from "./lightbox/use-lightbox";
export {
  keyAction,
  reduceLightbox,
  swipeAction,
  type LightboxState,
} from "./lightbox/lightbox-state";
export { CategoryFilter, type CategoryFilterProps } from "./category-filter";
// Not the schema itself: zod would come with it into every page (ContactForm loads it on use).
export { CONTACT_ERRORS } from "./contact-errors";
export type { ContactSubmission } from "./contact-schema";
export { HeroBackground, parallaxOffset, useParallax } from "./hero-background";
export { HERO_SIZES, HeroImage, heroPreloadLink, type HeroImageProps } from "./hero-image";
export { ProfileImage, type ProfileImageProps } from "./profile-image";
