import type { CarouselProps } from "../carousel";
import type { HeroImageProps } from "../hero-image";
import type { MasonryProps } from "../masonry";
import type { ProfileImageProps } from "../profile-image";
import { CODE_AT_HAND } from "./code-at-hand.server";
import { codeOnDemand, FIRST_MOVE, ON_SCREEN, onDemand } from "./on-demand";

/**
 * The SDK components below a portfolio's first screen (and the hero's banner, which only moves
 * with the scroll), hydrated on demand (on-demand.tsx): the barrel exports these in their place,
 * so their code is not part of a page's first load.
 */

type GalleryCode = typeof import("./gallery-code");
type ExtrasCode = typeof import("./gallery-extras-code");

// Undefined in the browser, where Remix makes `.server` modules empty.
const atHand = CODE_AT_HAND as typeof CODE_AT_HAND | undefined;
const galleryCode = codeOnDemand<GalleryCode>(() => import("./gallery-code"), atHand?.galleryCode);
const extrasCode = codeOnDemand<ExtrasCode>(
  () => import("./gallery-extras-code"),
  atHand?.extrasCode,
);
const contactCode = codeOnDemand(() => import("./contact-code"), atHand?.contactCode);
const heroCode = codeOnDemand(() => import("./hero-code"), atHand?.heroCode);
const heroImageCode = codeOnDemand(() => import("./hero-image-code"), atHand?.heroImageCode);
// Imports nothing of the SDK: no barrel to reach.
const profileImageCode = codeOnDemand(() => import("../profile-image"), atHand?.profileImageCode);

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
export const GallerySkeleton = onDemand(extrasCode, (m) => m.GallerySkeleton, ON_SCREEN);
export const MorePhotos = onDemand(extrasCode, (m) => m.MorePhotos, BEFORE_MORE_PHOTOS);
export const ContactForm = onDemand(contactCode, (m) => m.ContactForm, ON_SCREEN);
export const SocialIcons = onDemand(contactCode, (m) => m.SocialIcons, ON_SCREEN);
// On the first screen, but all it does is move with the scroll (parallax).
export const HeroBackground = onDemand(heroCode, (m) => m.HeroBackground, FIRST_MOVE);
// All it does with JavaScript is give way to its fallback when the picture fails to load.
export const ProfileImage = onDemand<typeof import("../profile-image"), ProfileImageProps>(
  profileImageCode,
  (m) => m.ProfileImage,
  ON_SCREEN,
);
export const HeroImage = onDemand<typeof import("./hero-image-code"), HeroImageProps>(
  heroImageCode,
  (m) => m.HeroImage,
  ON_SCREEN,
);
