import type { StoredDerivative } from "~/data/derivative-schema.server";
import type { HeroImage } from "~/data/hero-images.server";
import { sourcesOf, type DerivativeUrl } from "~/services/photos/photo-view.server";
import type { HeroPicture } from "~/template-sdk/types";

interface Pictured {
  derivatives: StoredDerivative[];
  width?: number;
  height?: number;
  placeholder?: string;
}

/**
 * What a page needs to serve a banner with `srcset`/`sizes` (docs/product.md#image-pipeline): null
 * for a banner stored before derivatives were, which keeps showing its one URL. Also serves a photo
 * chosen as hero, whose URLs come from `derivativeUrlOf(photo)`.
 */
export function heroPicture(image: Pictured, urlOf?: DerivativeUrl): HeroPicture | null {
  const jpegs = image.derivatives.filter((d) => d.format === "jpeg");
  if (!jpegs.length) return null;
  const widest = jpegs.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    sources: sourcesOf(image.derivatives, urlOf),
    width: image.width ?? widest.width,
    height: image.height ?? widest.height,
    placeholder: image.placeholder ?? null,
  };
}

/** The smallest JPEG at least `minWidth` wide (else the widest): list thumbnails, analysis. */
export function heroJpegAtLeast(hero: HeroImage, minWidth: number): StoredDerivative | undefined {
  const jpegs = hero.derivatives
    .filter((d) => d.format === "jpeg")
    .sort((a, b) => a.width - b.width);
  return jpegs.find((d) => d.width >= minWidth) ?? jpegs.at(-1);
}
