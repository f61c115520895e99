import { db } from "~/data/db.server";
import type { PhotoPatch } from "~/data/photos.server";
import { UPLOAD_MESSAGES, type PhotoView } from "~/utils/photo-view";
import { PhotoNotFoundError } from "./errors.server";
import { findOwnPhoto, ownPhotoView } from "./own-photos.server";
import {
  checkedCategory,
  checkedDescription,
  checkedTitle,
  parseTags,
} from "./photo-fields.server";

export interface PhotoMetadataInput {
  title: string | undefined;
  description?: string | null;
  category?: string | null;
  /** Comma-separated text or a list (spec §5). */
  tags?: string | string[] | null;
}

async function applyPatch(userId: string, photoId: string, patch: PhotoPatch) {
  const { photos } = await db();
  const updated = await photos.update(photoId, patch);
  // Deleted between the ownership check and the write.
  if (!updated) throw new PhotoNotFoundError();
  return ownPhotoView(userId, updated);
}

/** Spec §5 "Edit photo metadata": a title is required; fields left out are kept as they are. */
export async function updatePhotoMetadata(
  userId: string,
  photoId: string,
  input: PhotoMetadataInput,
): Promise<PhotoView> {
  // Ownership first: someone else's photo is 404 whatever the body says.
  await findOwnPhoto(userId, photoId);
  const patch: PhotoPatch = { title: checkedTitle(input.title, UPLOAD_MESSAGES.titleRequired) };
  if (input.description != null) patch.description = checkedDescription(input.description);
  if (input.category != null && input.category.trim()) {
    patch.category = await checkedCategory(userId, input.category.trim());
  }
  if (input.tags != null) patch.tags = parseTags(input.tags);
  return applyPatch(userId, photoId, patch);
}

async function changeOwnPhoto(userId: string, photoId: string, patch: PhotoPatch) {
  await findOwnPhoto(userId, photoId);
  return applyPatch(userId, photoId, patch);
}

export const setPhotoFeatured = (userId: string, photoId: string, featured: boolean) =>
  changeOwnPhoto(userId, photoId, { featured });

/** Public photos show on the portfolio and their derivatives are served to anyone (spec §4). */
export const setPhotoPublic = (userId: string, photoId: string, isPublic: boolean) =>
  changeOwnPhoto(userId, photoId, { isPublic });
