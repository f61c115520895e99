import type { CarouselProps } from "../carousel";
import type { MasonryProps } from "../masonry";
import { CODE_AT_HAND } from "./code-at-hand.server";
import { codeOnDemand, onDemand } from "./on-demand";

/**
 * The SDK components below a portfolio's first screen, hydrated on demand (on-demand.tsx): the
 * barrel exports these in their place, so their code is not part of a page's first load.
 */

type GalleryCode = typeof import("./gallery-code");

// Undefined in the browser, where Remix makes `.server` modules empty.
const atHand = CODE_AT_HAND as typeof CODE_AT_HAND | undefined;
const galleryCode = codeOnDemand<GalleryCode>(() => import("./gallery-code"), atHand?.galleryCode);
const contactCode = codeOnDemand(() => import("./contact-code"), atHand?.contactCode);

/** On screen: a part is hydrated as it scrolls into view. */
const ON_SCREEN = "0px";
/** MorePhotos fetches the next page 800 px before it is reached: its code must run by then. */
const BEFORE_MORE_PHOTOS = "0px 0px 1000px 0px";

export const Carousel = onDemand<GalleryCode, CarouselProps>(
  galleryCode,
  (m) => m.Carousel,
  ON_SCREEN,
);
// Generic in its items, which pass through the wrapper untouched.
export const Masonry = onDemand(galleryCode, (m) => m.Masonry, ON_SCREEN) as <T>(
  props: MasonryProps<T>,
) => JSX.Element;
export const FeaturedGridGallery = onDemand(galleryCode, (m) => m.FeaturedGridGallery, ON_SCREEN);
export const GallerySkeleton = onDemand(galleryCode, (m) => m.GallerySkeleton, ON_SCREEN);
export const MorePhotos = onDemand(galleryCode, (m) => m.MorePhotos, BEFORE_MORE_PHOTOS);
export const ContactForm = onDemand(contactCode, (m) => m.ContactForm, ON_SCREEN);
export const SocialIcons = onDemand(contactCode, (m) => m.SocialIcons, ON_SCREEN);
