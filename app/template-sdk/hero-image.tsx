import type { CSSProperties } from "react";
import { placeholderImage } from "./responsive-image";
import type { HeroPicture } from "./types";

/** How wide a hero banner is drawn (HeroBackground): the full width of the screen. */
export const HERO_SIZES = "100vw";

/**
 * A `<link rel="preload">` for the hero banner (as a Remix meta descriptor, since route `links`
 * cannot see loader data): the browser starts on the banner while it parses the page, for the
 * same candidate the hero's `<picture>` picks — the first source type it offers (AVIF, then
 * WebP, then the JPEG `srcset`), the same `sizes`; a browser without that type skips it.
 */
export function heroPreloadLink(hero: { url: string | null; picture?: HeroPicture | null } | null) {
  if (!hero?.url) return null;
  const sources = hero.picture?.sources;
  const [type, srcSet] = sources?.avif
    ? ["image/avif", sources.avif]
    : sources?.webp
      ? ["image/webp", sources.webp]
      : ["image/jpeg", sources?.jpeg];
  return {
    tagName: "link" as const,
    rel: "preload",
    as: "image",
    href: hero.url,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: HERO_SIZES, type } : {}),
    fetchpriority: "high",
  };
}

export interface HeroImageProps {
  /** The banner's single URL: the `src` fallback, and all there is for a banner without derivatives. */
  url: string;
  picture?: HeroPicture | null;
  /** How wide the image is drawn, e.g. "100vw" for a full-bleed hero. */
  sizes: string;
  /**
   * The hero at the top of a page: eager, high fetch priority (docs/product.md#image-pipeline).
   * Otherwise lazy.
   */
  priority?: boolean;
  alt?: string;
  className?: string;
  style?: CSSProperties;
}

// The <picture> takes no box of its own, so the <img> is styled as if it stood alone.
const CONTENTS: CSSProperties = { display: "contents" };

const placeholderStyle = (picture: HeroPicture | null | undefined): CSSProperties | undefined => {
  const image = placeholderImage(picture?.placeholder);
  return image ? { backgroundImage: image, backgroundSize: "cover" } : undefined;
};

/**
 * A banner as `<picture>`: AVIF and WebP sources and a JPEG `srcset`, with its width and height
 * (no layout shift). A banner stored before derivatives existed renders its one URL.
 */
export function HeroImage({
  url,
  picture,
  sizes,
  priority,
  alt = "",
  className,
  style,
}: HeroImageProps) {
  const loading = priority
    ? { loading: "eager" as const, fetchpriority: "high" }
    : { loading: "lazy" as const };
  const img = (
    <img
      src={url}
      srcSet={picture?.sources.jpeg || undefined}
      sizes={picture?.sources.jpeg ? sizes : undefined}
      width={picture?.width || undefined}
      height={picture?.height || undefined}
      alt={alt}
      decoding="async"
      // React 18 knows no fetchPriority prop; the lowercase attribute passes straight through.
      {...loading}
      className={className}
      // The blurred placeholder fills the box until the banner has loaded.
      style={{ ...placeholderStyle(picture), ...style }}
    />
  );
  if (!picture) return img;
  return (
    <picture style={CONTENTS}>
      {picture.sources.avif ? (
        <source type="image/avif" srcSet={picture.sources.avif} sizes={sizes} />
      ) : null}
      {picture.sources.webp ? (
        <source type="image/webp" srcSet={picture.sources.webp} sizes={sizes} />
      ) : null}
      {img}
    </picture>
  );
}
