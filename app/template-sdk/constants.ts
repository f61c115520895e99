/**
 * docs/product.md#constants-and-limits gallery constants and the docs/product.md#screens-and-routes
 * texts templates show, in one place: templates, the SDK and the host read them from here so a
 * timing or a wording changes once.
 */

/**
 * The "all" filter (docs/product.md#entities), as ~/utils/all-category has it for the rest of the
 * app: the SDK keeps its own so that no signed-in screen's module is a part of its file (ADR 30).
 */
export const ALL_CATEGORY = "all";

/** Carousel: at most 5 dots (docs/product.md#constants-and-limits). */
export const CAROUSEL_MAX_DOTS = 5;
/**
 * A horizontal swipe longer than this navigates the lightbox
 * (docs/product.md#constants-and-limits).
 */
export const SWIPE_THRESHOLD_PX = 50;
/**
 * Category filter: arrows scroll by 75% of the visible width
 * (docs/product.md#constants-and-limits).
 */
export const CATEGORY_SCROLL_STEP = 0.75;
/**
 * Category filter: the right arrow shows while more than 10 px remain
 * (docs/product.md#constants-and-limits).
 */
export const CATEGORY_ARROW_THRESHOLD_PX = 10;
/** The hero background shifts on scroll by at most 30 px (docs/product.md#constants-and-limits). */
export const HERO_PARALLAX_MAX_PX = 30;
/** Gallery cards enter one after another, 0.05 s apart (docs/product.md#constants-and-limits). */
export const CARD_ENTRY_DELAY_S = 0.05;
/** Lightbox fade-in (docs/product.md#constants-and-limits). */
export const LIGHTBOX_FADE_S = 0.3;
/** Lightbox image fade-in after load (docs/product.md#constants-and-limits). */
export const IMAGE_FADE_S = 0.4;
/** Phones and small tablets (docs/product.md#constants-and-limits). */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Epic panels (docs/product.md#public-portfolio-and-templates,
 * docs/product.md#constants-and-limits).
 */
export const EPIC_WHEEL_THRESHOLD = 50;
export const EPIC_SNAP_DELAY_MS = 150;
export const EPIC_SNAP_LOCK_MS = 1000;
export const EPIC_SNAP_MIN_DISTANCE_PX = 50;

/**
 * Monochrome templates: every 4th gallery slot holds a featured photo, double-sized
 * (docs/product.md#public-portfolio-and-templates).
 */
export const FEATURED_SLOT_EVERY = 4;

/**
 * The template used when nothing else applies (docs/product.md#entities,
 * docs/product.md#constants-and-limits).
 */
export const DEFAULT_TEMPLATE_ID = "classic";

/** docs/product.md#entities Template defaults: fill whatever a manifest leaves out. */
export const DEFAULT_COLOR_SCHEME = {
  primary: "#000000",
  secondary: "#ffffff",
  accent: "#f5f5f5",
  text: "#333333",
  textLight: "#666666",
  background: "#ffffff",
  cardBackground: "#ffffff",
  border: "#e5e5e5",
} as const;

export const DEFAULT_TYPOGRAPHY = {
  fontFamily: "Montserrat",
  headingWeight: 300,
  bodyWeight: 400,
} as const;

/**
 * docs/product.md#what-the-product-is: the two photo-library providers; the account page and the
 * About blurb name them from here.
 */
export const PHOTO_LIBRARIES = { google: "Google Photos", second: "iCloud Photos" } as const;

/**
 * docs/product.md#public-portfolio-and-templates, docs/product.md#error-catalogue texts, word for
 * word.
 */
export const TEXTS = {
  featuredWork: "Featured Work",
  noPhotos: "No photos to display.",
  galleryError: "Error loading photos. Please try again later.",
  portfolioPhotosError: "Unable to load photos. Please try again later.",
  defaultTagline: "YOUR STORY, THROUGH THE LENS",
  lightboxHint: "Press ESC to close • ← → to navigate • I for info",
  lightboxHintMobile: "Swipe or tap arrows • Tap dots to jump • I for info",
  sending: "Sending...",
  messageSentTitle: "Message Sent!",
  messageSent: "Thanks for reaching out. I'll get back to you soon.",
  messageFailedTitle: "Error",
  messageFailed: "There was a problem sending your message. Please try again.",
  useTemplateOutsideProvider: "useTemplate must be used within a TemplateProvider",
} as const;
