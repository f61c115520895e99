import type { PermalinkView } from "./photo-permalink";
import { imageObject } from "./image-object.server";
import { socialMeta } from "./social-meta";

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * OpenGraph and Twitter cards of a photo's page, the photo itself as the card image, and its
 * schema.org ImageObject (image-object.server.ts). Remix writes the JSON-LD as a data block with
 * `<`, `>` and `&` escaped as \u003c, \u003e and \u0026, so no text in it can close the script;
 * a data block is never run, so it needs no CSP nonce.
 */
export function permalinkMeta(data: { view: PermalinkView; origin: string | null } | undefined) {
  if (!data) return [{ title: "Photo not found" }];
  const { view, origin } = data;
  const base = view.basePath === "/" ? "" : view.basePath;
  const cards = socialMeta({
    title: `${view.photo.title} · ${view.photo.photographer}`,
    description: plain(view.photo.description) || `A photograph by ${view.photo.photographer}`,
    origin,
    path: `${base}/photos/${view.photo.id}`,
    imagePath: view.photo.imageUrl,
    imageAlt: view.photo.aiAltText || view.photo.title,
    type: "article",
  });
  return [...cards, { "script:ld+json": imageObject(view, origin) }];
}
