import type { PermalinkView } from "./photo-permalink";
import { socialMeta } from "./social-meta";

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** OpenGraph and Twitter cards of a photo's page: the photo itself as the card image. */
export function permalinkMeta(data: { view: PermalinkView; origin: string | null } | undefined) {
  if (!data) return [{ title: "Photo not found" }];
  const { view, origin } = data;
  const base = view.basePath === "/" ? "" : view.basePath;
  return socialMeta({
    title: `${view.photo.title} · ${view.photo.photographer}`,
    description: plain(view.photo.description) || `A photograph by ${view.photo.photographer}`,
    origin,
    path: `${base}/photos/${view.photo.id}`,
    imagePath: view.photo.imageUrl,
    imageAlt: view.photo.aiAltText || view.photo.title,
    type: "article",
  });
}
