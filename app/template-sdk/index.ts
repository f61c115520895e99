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
  altText,
  captionRepeatsAlt,
  copyrightLine,
  footerName,
  fullName,
  galleryHeading,
  heroText,
} from "./text";
export { socialLinks, type SocialLink } from "./social-links";
export { splitFeatured } from "./gallery-layout";
export { featuredSlots, type GallerySlot } from "./featured-slots";

export { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";
// Hydrated on demand (on-demand/parts.tsx): the galleries, the hero's banner and the category
// filter with the visitor's first move (ADR 49); the other parts below the first screen when
// they come into view; pictures when on screen.
export {
  Carousel,
  CategoryFilter,
  ContactForm,
  FeaturedGridGallery,
  GallerySkeleton,
  HeroBackground,
  HeroImage,
  Masonry,
  MorePhotos,
  Photographers,
  ProfileImage,
  SocialIcons,
} from "./on-demand/parts";
export type { CarouselProps } from "./carousel";
export type { FeaturedGridGalleryProps } from "./featured-grid-gallery";
export type { MasonryColumns, MasonryProps } from "./masonry";
export { PhotoLink, isPlainClick } from "./photo-link";
export { PhotoCredit } from "./photo-credit";
export { PhotoLicence } from "./photo-licence";
// Shared by the carousel and the lightbox, both on demand: one file with the SDK, not one apart.
export { visibleDots, wrapIndex } from "./carousel-state";
export { Lightbox } from "./lightbox/lazy-lightbox";
export { useLightbox, type LightboxController } from "./lightbox/use-lightbox";
// Its rules (keys, swipes, steps) load with the viewer: not exported here (lightbox-rules.ts).
export type { LightboxState } from "./lightbox/lightbox-state";
export type { CategoryFilterProps } from "./category-filter";
// Not the contact form's messages and schema: they come with the form (on-demand/contact-code.ts)
// and its check (contact-validation.ts), zod with the check only.
export type { ContactSubmission } from "./contact-schema";
export { parallaxOffset, useParallax } from "./parallax";
export type { HeroImageProps } from "./hero-image";
export type { ProfileImageProps } from "./profile-image";
