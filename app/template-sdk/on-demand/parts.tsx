import { codeOnDemand, FIRST_MOVE, onDemand } from "./on-demand";

/**
 * The SDK's components hydrated on demand (on-demand.tsx): those below a portfolio's first
 * screen when they come into view; the hero's banner, the category filter and the galleries with
 * the visitor's first move (all they do is answer to moves, their links work as they are; a
 * gallery below the first screen is reached by scrolling, itself a move: ADR 49); pictures when
 * on screen. The barrel exports these in their place, so their code is
 * not part of a page's first load.
 */

type GalleryCode = typeof import("./gallery-code");

// The server starts loading each part's code as it starts (code-loading.ts); the browser when a
// part asks for it.
const galleryCode = codeOnDemand<GalleryCode>(() => import("./gallery-code"));
const contactCode = codeOnDemand(() => import("./contact-code"));
const heroCode = codeOnDemand(() => import("./hero-code"));
// Imports nothing of the SDK: no barrel to reach.
const profileImageCode = codeOnDemand(() => import("../profile-image"));

// Nothing moves by itself (no autoplay): arrows, dots and the lightbox all answer to the visitor.
// A click before the first move is held and replayed; focus wakes them too (on-demand.tsx).
export const Carousel = onDemand(galleryCode, "Carousel", FIRST_MOVE);
export const Masonry = onDemand(galleryCode, "Masonry", FIRST_MOVE);
export const FeaturedGridGallery = onDemand(galleryCode, "FeaturedGridGallery", FIRST_MOVE);
// 'More photos', the skeleton and the photographers: a file of their own, as the featured grid
// shows two of them (gallery-extras-parts.tsx).
export { GallerySkeleton, MorePhotos, Photographers } from "./gallery-extras-parts";
export const ContactForm = onDemand(contactCode, "ContactForm");
export const SocialIcons = onDemand(contactCode, "SocialIcons");
// On the first screen, but all it does is move with the scroll (parallax).
export const HeroBackground = onDemand(heroCode, "HeroBackground", FIRST_MOVE);
// Its links work as they are; its scroll arrows and in-place navigation wait for a first move.
export const CategoryFilter = onDemand(heroCode, "CategoryFilter", FIRST_MOVE);
// All it does with JavaScript is give way to its fallback when the picture fails to load.
export const ProfileImage = onDemand(profileImageCode, "ProfileImage");
export const HeroImage = onDemand(heroCode, "HeroImage");
