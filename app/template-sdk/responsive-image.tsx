import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import type { PhotoView } from "~/utils/photo-view";
import { altText } from "./text";

export type ImagePhoto = Pick<
  PhotoView,
  | "sources"
  | "imageUrl"
  | "width"
  | "height"
  | "placeholder"
  | "dominantColor"
  | "aiAltText"
  | "title"
>;

export interface ResponsiveImageProps {
  photo: ImagePhoto;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold (hero, first carousel slide): load eagerly with a high fetch priority. */
  priority?: boolean;
  /** Defaults to the generated alt text, else the title. */
  alt?: string;
  className?: string;
  /** Called once the image has loaded (the lightbox fades it in then). */
  onLoad?: () => void;
}

// Only our own pipeline's tiny data: URLs go into a CSS url(); anything else is ignored.
const SAFE_PLACEHOLDER = /^data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+$/;

/** The pipeline's placeholder as a CSS `background-image`, or undefined for anything else. */
export const placeholderImage = (placeholder: string | null | undefined) =>
  placeholder && SAFE_PLACEHOLDER.test(placeholder) ? `url("${placeholder}")` : undefined;

function placeholderStyle(photo: ImagePhoto): CSSProperties {
  return {
    backgroundColor: photo.dominantColor ?? undefined,
    backgroundImage: placeholderImage(photo.placeholder),
  };
}

/**
 * docs/product.md#image-pipeline: `<picture>` with AVIF, WebP and JPEG `srcset`s, the intrinsic
 * size (no layout shift) and the placeholder behind the image until it has loaded.
 */
export function ResponsiveImage({
  photo,
  sizes,
  priority,
  alt,
  className,
  onLoad,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  // Held in a ref so a new callback each render does not re-run the ref callback below.
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });
  const markLoaded = useCallback(() => {
    setLoaded(true);
    onLoadRef.current?.();
  }, []);
  // An image that finished before hydration fires no load event React could see.
  const checkComplete = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) markLoaded();
    },
    [markLoaded],
  );
  const loading = priority
    ? { loading: "eager" as const, fetchpriority: "high" }
    : { loading: "lazy" as const };
  return (
    <picture
      className={["vf-image", loaded ? "is-loaded" : "", className].filter(Boolean).join(" ")}
    >
      {photo.sources.avif ? (
        <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      ) : null}
      {photo.sources.webp ? (
        <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      ) : null}
      <img
        ref={checkComplete}
        src={photo.imageUrl}
        srcSet={photo.sources.jpeg || undefined}
        sizes={photo.sources.jpeg ? sizes : undefined}
        width={photo.width || undefined}
        height={photo.height || undefined}
        alt={alt ?? altText(photo)}
        decoding="async"
        // React 18 knows no fetchPriority prop; the lowercase attribute passes straight through.
        {...loading}
        style={loaded ? undefined : placeholderStyle(photo)}
        onLoad={markLoaded}
      />
    </picture>
  );
}
