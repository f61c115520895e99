import { ALL_CATEGORY } from "./constants";
import type { TemplateLinks } from "./types";

const trimSlash = (path: string) => (path === "/" ? "" : path.replace(/\/+$/, ""));

/**
 * The default addresses for a page at `basePath` ("/" or "/ana"): categories as `?featured={id}`
 * (docs/product.md#gallery-page; none for all) and photo permalinks at `{basePath}/photos/{id}`.
 * The host may pass its own `TemplateLinks` instead; templates only ever call these functions.
 */
export function createTemplateLinks(basePath: string): TemplateLinks {
  const base = trimSlash(basePath);
  return {
    photo: (photoId) => `${base}/photos/${encodeURIComponent(photoId)}`,
    category: (categoryId) =>
      categoryId === ALL_CATEGORY
        ? base || "/"
        : `${base || "/"}?featured=${encodeURIComponent(categoryId)}`,
  };
}

/** An in-page anchor on the template's page, e.g. sectionHref("/ana", "gallery") → "/ana#gallery". */
export function sectionHref(basePath: string, section: string): string {
  return `${trimSlash(basePath)}#${section}`;
}
