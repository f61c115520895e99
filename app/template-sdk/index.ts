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
export { ALL_CATEGORY } from "~/utils/all-category";

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
export { GallerySkeleton } from "./gallery-skeleton";
export { Masonry, type MasonryColumns, type MasonryProps } from "./masonry";
export { FeaturedGridGallery, type FeaturedGridGalleryProps } from "./featured-grid-gallery";
export { PhotoLink, isPlainClick } from "./photo-link";
export { MorePhotos } from "./more-photos";
export { Carousel, type CarouselProps } from "./carousel";
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
export { ContactForm } from "./contact-form";
// Not the schema itself: zod would come with it into every page (ContactForm loads it on use).
export { CONTACT_ERRORS } from "./contact-errors";
export type { ContactSubmission } from "./contact-schema";
export { HeroBackground, parallaxOffset, useParallax } from "./hero-background";
export { HERO_SIZES, HeroImage, heroPreloadLink, type HeroImageProps } from "./hero-image";
export { ProfileImage, type ProfileImageProps } from "./profile-image";
export { SocialIcons } from "./social-icons";
