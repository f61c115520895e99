import { db } from "~/data/db.server";
import type { Photo, PhotoDerivative } from "~/data/photos.server";
import { derivativeUrl, type UrlOwner } from "~/services/photos/index.server";
import { photoNotFound } from "./account-errors.server";
import type { PhotoChoiceView } from "./account-view";

/** The photo, if it is this user's; someone else's photo is a 404 like a missing one. */
export async function findOwnPhoto(userId: string, photoId: string): Promise<Photo> {
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  if (!photo || photo.userId !== userId) throw photoNotFound();
  return photo;
}

const byWidth = (format: string, derivatives: PhotoDerivative[]) =>
  derivatives.filter((d) => d.format === format).sort((a, b) => a.width - b.width);

/**
 * The public JPEG derivative that serves `purpose`: heroes take the widest, avatars the smallest
 * whose short side still fills a 400 px square, palettes a small one (the analyser shrinks to
 * 200 px anyway). Never the original: it is private and may exceed the avatar's 5 MB limit.
 */
export function jpegFor(
  photo: Photo,
  purpose: "hero" | "avatar" | "palette",
): PhotoDerivative | undefined {
  const jpegs = byWidth("jpeg", photo.derivatives);
  if (purpose === "hero") return jpegs.at(-1);
  const side = purpose === "avatar" ? 400 : 320;
  return jpegs.find((d) => Math.min(d.width, d.height) >= side) ?? jpegs.at(-1);
}

/** For the pickers: the smallest WebP (else JPEG) as thumbnail; photos not processed yet are left out. */
export function toPhotoChoice(photo: Photo, owner: UrlOwner): PhotoChoiceView | null {
  const thumbnail = byWidth("webp", photo.derivatives)[0] ?? byWidth("jpeg", photo.derivatives)[0];
  if (!thumbnail) return null;
  return {
    id: photo.id,
    title: photo.title || "Untitled",
    thumbnailUrl: derivativeUrl(photo, thumbnail, owner),
  };
}
