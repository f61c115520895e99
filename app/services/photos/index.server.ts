/**
 * Photos (docs/product.md#entities to docs/product.md#api-calls): upload, the owner's list and edits,
 * visibility, deletion, stats and media serving. Routes and pages import from here only.
 */
export { PhotoInputError, PhotoNotFoundError } from "./errors.server";
export { toPhotoView } from "./photo-view.server";
export { getMyPhoto, listMyPhotos } from "./own-photos.server";
export { parsePhotoUpload, type ParsedUpload, type UploadedFile } from "./parse-upload.server";
export { uploadPhoto, type UploadPhotoInput } from "./upload-photo.server";
export { uploadInputFrom } from "./upload-form-input.server";
export { UploadsBusyError, inUploadSlot } from "./upload-slots.server";
export { answerInUploadSlot } from "./upload-slot-answer.server";
export { userFacingFailure } from "./user-facing-failure.server";
export { findDuplicates } from "./duplicate-photos.server";
export { uploadChosenPhotos, type ChosenPhotosOptions } from "./bulk-upload.server";
export {
  setPhotoFeatured,
  setPhotoPublic,
  updatePhotoMetadata,
  type PhotoMetadataInput,
} from "./edit-photo.server";
export { deleteAllPhotosOf, deletePhoto } from "./delete-photo.server";
export { PHOTO_LIMITS, parseTags } from "./photo-fields.server";
export { htmlToText, sanitizeHtml } from "./sanitize-html.server";
export { photoStats, type PhotoStats } from "./photo-stats.server";
export {
  STORAGE_QUOTA_BYTES,
  formatBytes,
  storageUsage,
  type StorageUsage,
} from "./storage-usage.server";
export { MEDIA_RULES, serveMedia, type MediaGrant, type MediaRule } from "./serve-media.server";
export { mediaUrl } from "./photo-keys.server";
export {
  PUBLISHED,
  canSeePhoto,
  derivativeUrl,
  derivativeUrlOf,
  visiblePhoto,
  type UrlOwner,
  type ViewerId,
} from "./photo-access.server";
export { UPLOAD_FAILED, closingOnRefusal, photoApi } from "./api-errors.server";
