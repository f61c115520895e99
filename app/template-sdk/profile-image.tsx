import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";

export interface ProfileImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: "lazy" | "eager";
  style?: CSSProperties;
  /** The letter a broken image shows without JavaScript (drawn by CSS over the broken icon). */
  initial?: string;
  /** What shows instead when there is no image or it failed to load; nothing by default. */
  fallback?: ReactNode;
}

/**
 * docs/product.md#public-portfolio-and-templates, docs/product.md#error-catalogue: a profile image
 * that fails to load is hidden (the `fallback`, e.g. the initial, takes its place). An image that
 * failed before the page was hydrated fired its error event before React listened, so the image is
 * also checked once on mount.
 */
export function ProfileImage({ src, alt, fallback = null, initial, ...rest }: ProfileImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (src && img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      data-initial={initial}
      {...rest}
      className={["vf-profile-image", rest.className].filter(Boolean).join(" ")}
      onError={() => setFailedSrc(src)}
    />
  );
}
