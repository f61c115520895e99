import type { CSSProperties } from "react";
import { placeholderImage } from "./responsive-image";
import type { HeroPicture } from "./types";

export interface HeroImageProps {
  /** The banner's single URL: the `src` fallback, and all there is for a banner without derivatives. */
  url: string;
  picture?: HeroPicture | null;
  /** How wide the image is drawn, e.g. "100vw" for a full-bleed hero. */
  sizes: string;
  /** The hero at the top of a page: eager, high fetch priority (DESIGN §5). Otherwise lazy. */
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
