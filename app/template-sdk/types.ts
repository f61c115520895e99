import type { SubmissionResult } from "@conform-to/react";
import type { ComponentType, ReactNode } from "react";
import type { CategoryOption, PhotoSources, PhotoView } from "~/utils/photo-view";
import type { TemplateManifest } from "./manifest";

export type { CategoryOption, PhotoExifView, PhotoSources, PhotoView } from "~/utils/photo-view";

/** docs/product.md#entities Portfolio profile: the photographer whose page this is. */
export interface PortfolioOwner {
  id: string;
  username: string | null;
  /**
   * 'first last' if both exist, else username, else 'User'
   * (docs/product.md#navigation-and-site-wide-parts).
   */
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  tagline: string | null;
  /** Plain text bio. */
  aboutMe: string | null;
  profileImage: string | null;
  /** As the photographer typed them: a link, a handle or a host (see socialLinks). */
  instagram: string | null;
  twitter: string | null;
  website: string | null;
}

/**
 * A banner's pipeline derivatives (docs/product.md#image-pipeline): AVIF, WebP and JPEG `srcset`s
 * at several widths, its intrinsic size and a tiny placeholder. Absent for a banner stored before
 * derivatives were.
 */
export interface HeroPicture {
  sources: PhotoSources;
  width: number;
  height: number;
  /** A tiny blurred WebP as a `data:` URL. */
  placeholder: string | null;
}

/** The hero banner; `url` is null when no image is chosen and none is the default. */
export interface HeroView {
  url: string | null;
  title: string;
  tagline: string;
  /** Dominant colours of the banner (hex), when analysed: for overlays that match the image. */
  colors?: string[];
  /** For `srcset`/`sizes`: pass it to HeroBackground with the url. */
  picture?: HeroPicture | null;
}

/** Addresses the host owns: templates never build URLs themselves. */
export interface TemplateLinks {
  /**
   * The photo's permalink page: the lightbox without JavaScript
   * (docs/product.md#progressive-enhancement).
   */
  photo(photoId: string): string;
  /** The page filtered to a category (`?featured={id}`; none for all). */
  category(categoryId: string): string;
}

export type ContactStatus = "idle" | "submitting" | "sent" | "error";

/** Everything the contact form needs from the host route. */
export interface ContactFormConfig {
  /** The route action the form posts to; without JavaScript a normal POST. */
  action: string;
  /** The action's conform reply (field errors), or null before a submission. */
  lastResult?: SubmissionResult<string[]> | null;
  status?: ContactStatus;
  /**
   * With JavaScript the host submits in place (e.g. `fetcher.submit(form)`); without this the
   * browser posts the form and the page re-renders with `lastResult`.
   */
  submit?: (form: HTMLFormElement) => void;
}

/** Resolved setting values, keyed like the manifest's `settings` (defaults when unset). */
export type TemplateSettingValues = Record<string, string | boolean>;

/**
 * A portfolio larger than one page (docs/decisions/0027-portfolio-paging.md). `photos` is what is
 * loaded: the first page, then more as the visitor scrolls (with JavaScript) — or, reached
 * without JavaScript through 'More photos', one later page on its own.
 */
export interface GalleryPaging {
  /** Photos in the whole set (the selected category), loaded or not: for 'n / total'. */
  total: number;
  /** How many photos of the set come before `photos[0]`: above 0 on a later page, which shows
   * no carousel and skips nothing. */
  offset: number;
  /** The 'More photos' link: the next page, server-rendered; null once the set is all shown. */
  moreHref: string | null;
  /** With JavaScript: appends the next page to `photos` (MorePhotos calls it on scroll). */
  loadMore?: () => void;
  /** True while a page is on its way. */
  loading?: boolean;
  /** Set when a page failed to arrive; the link stays, to try again. */
  error?: string | null;
  /**
   * With JavaScript: the lightbox steps beyond the loaded photos where no page can be appended
   * (before the first, or past the last of a later page): this opens that photo's own page.
   */
  openOutside?: (direction: "previous" | "next") => void;
}

/** A photographer the home page introduces: one with public photos. */
export interface PhotographerCard {
  id: string;
  name: string;
  /** Their tagline, else their bio's first line; null when they wrote neither. */
  line: string | null;
  /** The profile picture's URL, or null: show `initial` instead. */
  avatar: string | null;
  initial: string;
  /** Their public photos. */
  photoCount: number;
  /** Their portfolio. */
  href: string;
}

/** The home page's photographers: the most recently active first. */
export interface PhotographersList {
  shown: PhotographerCard[];
  /** Every photographer with a public photo, shown or not. */
  total: number;
  /** The page that lists them all; null when all are shown. */
  moreHref: string | null;
}

/** What the host gives `Template.Portfolio`. Data only, plus the two host callbacks. */
export interface TemplateProps {
  /** "portfolio" for /{identifier}; "home" for the home gallery. */
  view: "home" | "portfolio";
  /** Whose work this is; on home, the signed-in user, or null for a signed-out visitor. */
  owner: PortfolioOwner | null;
  /** The selected category's public photos, in display order (featured first). */
  photos: PhotoView[];
  /** Set when `photos` is not the whole set (a large portfolio): render `<MorePhotos>`. */
  paging?: GalleryPaging | null;
  /** Filter options, "all" first. */
  categories: CategoryOption[];
  /** A category id; "all" shows everything. */
  selectedCategory: string;
  /** Null when the template does not use a hero (manifest `usesHero: false`). */
  hero: HeroView | null;
  /** True while the host fetches photos in place (category change): show GallerySkeleton. */
  loading?: boolean;
  /**
   * Set when the photos could not be loaded: shown instead of the gallery
   * (docs/product.md#gallery-page).
   */
  photosError?: string | null;
  siteName: string;
  /** Where the page lives ("/" or "/ana"): in-page anchors hang off it. */
  basePath: string;
  links: TemplateLinks;
  /** Null hides the contact section. */
  contact: ContactFormConfig | null;
  settings: TemplateSettingValues;
  /** With JavaScript: navigate in place (category filter keeps the scroll position). */
  navigate?: (href: string) => void;
  /** The home page's photographers (`<Photographers>`); unset on portfolios. */
  photographers?: PhotographersList | null;
  /**
   * SDK 1.1: the portfolio's public collections, in the photographer's order (`CollectionList`
   * from `~/template-sdk/collections`); empty or unset on home and when there are none: render
   * nothing then.
   */
  collections?: PublicCollectionView[];
}

/**
 * SDK 1.1, docs/product.md#collection-page: a public collection as visitors see it. Only its
 * published photos count; a private photo in it shows nowhere.
 */
export interface PublicCollectionView {
  id: string;
  slug: string;
  title: string;
  /** Sanitised HTML (docs/product.md#security-baseline); "" when none. */
  description: string;
  /** Its chosen cover when published, else its first published photo; null when empty. */
  coverPhoto: PhotoView | null;
  /** Its published photos. */
  photoCount: number;
  /** The collection's page: the host makes it, templates never build URLs. */
  href: string;
}

/** What `CollectionList` (the SDK's or a template's own) receives. */
export interface CollectionListProps {
  collections?: PublicCollectionView[] | null;
  /** Extra class on its `<section>`, for the template's own style. */
  className?: string;
}

/**
 * What the host gives a template's `CollectionPage` (docs/product.md#collection-page): the page
 * of /{identifier}/collections/{slug}, rendered inside `TemplateRoot` like `Portfolio`.
 */
export interface CollectionPageProps {
  owner: PortfolioOwner;
  collection: PublicCollectionView;
  /** Its published photos, in the collection's order. */
  photos: PhotoView[];
  /** `links.photo(id)` opens the photo's page stepping through this collection. */
  links: TemplateLinks;
  /** The portfolio's address: the way back. */
  basePath: string;
  siteName: string;
  settings: TemplateSettingValues;
  /**
   * SDK 1.2: the host's controls for one photo (a share link's heart, ADR 66), or unset on public
   * pages. Render what it returns beside each photo's `PhotoLink` — never inside it: a button in
   * a link is invalid HTML — and pass it on to `<Lightbox photoActions>` for the photo on show.
   * `WithPhotoActions` (`~/template-sdk/collections`) places them over the photo's corner.
   */
  photoActions?: PhotoActions;
}

/** SDK 1.2: what the host puts with a photo in a collection page's grid and lightbox. */
export type PhotoActions = (photo: PhotoView) => ReactNode;

/** A `<link>` the host puts in a public page's head for the templates (their one stylesheet). */
export interface TemplateLink {
  rel: string;
  href: string;
  as?: string;
  type?: string;
  crossOrigin?: "anonymous" | "use-credentials";
}

/**
 * A template's own sections below its first screen, each loaded from a module of its own that
 * exports it under the same name (`Footer: () => import("./footer")`): the host hydrates them on
 * demand (ADR 54, docs/templates.md) and hands them to `Portfolio` as `sections`, ready to render.
 */
export type SectionLoaders<S> = { [K in keyof S]: () => Promise<Pick<S, K>> };

/** What a template's index.tsx exports as `Template`. */
export interface TemplateDefinition<S = Record<string, ComponentType<never>>> {
  /** The whole public page body below the site navigation. */
  Portfolio: ComponentType<TemplateProps & { sections: S }>;
  sectionsOnDemand?: SectionLoaders<S>;
  /**
   * SDK 1.1: the template's own collection page, from a module of its own that exports
   * `CollectionPage` (`() => import("./collection-page")`), loaded on that page only; without
   * it the host renders the SDK's `CollectionPage` in the template's colours.
   */
  collectionPage?: () => Promise<{ CollectionPage: ComponentType<CollectionPageProps> }>;
}

/** A discovered template, as the generated registry lists it. */
export interface RegisteredTemplate {
  manifest: TemplateManifest;
  definition: TemplateDefinition;
  /** URL of the template's styles.css (the classic compiler turns CSS imports into URLs). */
  stylesheet: string;
}

/**
 * Types the `Template` export: `export const Template = defineTemplate({ Portfolio })`, or
 * `defineTemplate({ Portfolio, sectionsOnDemand: { Footer: () => import("./footer") } })` with
 * `Portfolio` rendering `props.sections.Footer`.
 */
export function defineTemplate<S>(definition: TemplateDefinition<S>): TemplateDefinition {
  // The host renders any template alike: the sections' own types end here.
  return definition as unknown as TemplateDefinition;
}
