import { db } from "~/data/db.server";
import type { PhotoPatch } from "~/data/photos.server";
import type { PhotoRights } from "~/utils/photo-rights";
import { UPLOAD_MESSAGES, type PhotoView } from "~/utils/photo-view";
import { PhotoNotFoundError } from "./errors.server";
import { findOwnPhoto, ownPhotoView } from "./own-photos.server";
import {
  checkedCategory,
  checkedDescription,
  checkedTitle,
  parseTags,
} from "./photo-fields.server";
import { checkedLicense, checkedRightsChange } from "./photo-rights.server";
import { photoRightsChanged } from "./rights-changes.server";

export interface PhotoMetadataInput {
  /** Left out, the title is kept; given, it must not be empty. */
  title?: string;
  description?: string | null;
  category?: string | null;
  /** Comma-separated text or a list (docs/product.md#validation-rules). */
  tags?: string | string[] | null;
  /** The fields given change ("" clears one); `null` clears them all. */
  rights?: Partial<Record<keyof PhotoRights, string | null>> | null;
  /** A licence's identifier or a custom licence's address; `null` or "" follows the default. */
  license?: string | null;
}

async function applyPatch(userId: string, photoId: string, patch: PhotoPatch) {
  const { photos } = await db();
  const updated = await photos.update(photoId, patch);
  // Deleted between the ownership check and the write.
  if (!updated) throw new PhotoNotFoundError();
  return ownPhotoView(userId, updated);
}

/**
 * docs/product.md#validation-rules "Edit photo metadata": a title may not be emptied; fields left
 * out are kept as they are. Every field is checked before anything is written, so a refused edit
 * changes nothing.
 */
export async function updatePhotoMetadata(
  userId: string,
  photoId: string,
  input: PhotoMetadataInput,
): Promise<PhotoView> {
  // Ownership first: someone else's photo is 404 whatever the body says.
  const photo = await findOwnPhoto(userId, photoId);
  const patch: PhotoPatch = {};
  if (input.title !== undefined) {
    patch.title = checkedTitle(input.title, UPLOAD_MESSAGES.titleRequired);
  }
  if (input.description != null) patch.description = checkedDescription(input.description);
  if (input.category != null && input.category.trim()) {
    patch.category = await checkedCategory(userId, input.category.trim());
  }
  if (input.tags != null) patch.tags = parseTags(input.tags);
  if (input.license !== undefined) patch.license = checkedLicense(input.license);
  if (input.rights !== undefined)
    patch.rights = checkedRightsChange(photo.rights, input.rights) ?? null;
  const view = await applyPatch(userId, photoId, patch);
  // Its public copies are re-made in the background when what they carry changed (ADR 48).
  if (patch.rights !== undefined || patch.license !== undefined) await photoRightsChanged(photoId);
  return view;
}

async function changeOwnPhoto(userId: string, photoId: string, patch: PhotoPatch) {
  await findOwnPhoto(userId, photoId);
  return applyPatch(userId, photoId, patch);
}

export const setPhotoFeatured = (userId: string, photoId: string, featured: boolean) =>
  changeOwnPhoto(userId, photoId, { featured });

/**
 * Public photos show on the portfolio and their derivatives are served to anyone
 * (docs/product.md#states-and-transitions).
 */
export const setPhotoPublic = (userId: string, photoId: string, isPublic: boolean) =>
  changeOwnPhoto(userId, photoId, { isPublic });
