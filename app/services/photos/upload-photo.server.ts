import { readFile } from "node:fs/promises";
import { db } from "~/data/db.server";
import { newId } from "~/data/ids.server";
import type { NewPhoto, Photo } from "~/data/photos.server";
import {
  ImageRejectedError,
  processImage,
  type ImageRejectionCode,
  type ProcessedImage,
  type ProcessOptions,
} from "~/images/image-pipeline.server";
import { objectStore } from "~/storage/store.server";
import type { LicenseValue, PhotoRights } from "~/utils/photo-rights";
import type { PhotoView } from "~/utils/photo-view";
import { PhotoInputError } from "./errors.server";
import { photoUploadLimit } from "./upload-limit.server";
import { photoOwner } from "./own-photos.server";
import type { UploadedFile } from "./parse-upload.server";
import {
  MISSING_INFORMATION,
  checkedAltText,
  checkedCategory,
  checkedDescription,
  checkedTitle,
  parseAiTags,
} from "./photo-fields.server";
import { makeDerivativesLater } from "./deferred-derivatives.server";
import { currentRightsEmbed, rightsEmbedHash } from "./rights-embed-for.server";
import {
  fileMetadataFields,
  metadataFields,
  withSuppliedFields,
} from "./file-metadata-fields.server";
import { decodeSuppliedMetadata } from "./supplied-metadata.server";
import { photoFolder } from "./photo-keys.server";
import { toPhotoView } from "./photo-view.server";
import { declaredSha256, sha256Of } from "./duplicate-photos.server";
import { photoWriter, type StoredPhoto } from "./store-photo.server";
import { cameraFacts, decodeSuppliedExif, type CameraFacts } from "./supplied-exif.server";
import { logger } from "~/server/log/logger.server";
import { originalFileName } from "~/utils/original-file-name";

export interface UploadPhotoInput {
  file: UploadedFile | null | undefined;
  /** Left empty, the file's own title is used (then `fallbackTitle`). */
  title: string | undefined;
  /** The title when neither the photographer nor the file gives one (a bulk upload's file name). */
  fallbackTitle?: string;
  category: string | undefined;
  description?: string;
  aiAltText?: string;
  /** A list, or the JSON array string the upload form sends (docs/product.md#api-calls). */
  aiTags?: string[] | string;
  /**
   * The original's EXIF block (base64), sent by the browser when it re-encoded the photo.
   * Ignored when unusable; used only when the file itself has no facts.
   */
  exif?: string;
  /**
   * The original's IPTC/XMP (JSON of EmbeddedMetadata), sent by the browser when it re-encoded
   * the photo. Ignored when unusable; each field fills only what the file itself leaves empty.
   */
  metadata?: string;
  /** The browser's SHA-256 of the file as chosen, when it sent a re-encoded copy (ADR 44). */
  chosenSha256?: string;
}

const REJECTION_STATUS: Record<ImageRejectionCode, number> = {
  too_large: 413,
  invalid_type: 415,
  unprocessable: 422,
};

async function processUpload(
  bytes: Buffer,
  options: Omit<ProcessOptions, "kind">,
): Promise<ProcessedImage> {
  try {
    return await processImage(bytes, { ...options, kind: "photo" });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw new PhotoInputError(error.message, REJECTION_STATUS[error.code]);
    }
    throw error;
  }
}

/** EXIF time is camera wall-clock time; with no offset recorded it is kept as if it were UTC. */
function takenAtDate(takenAt: string | null): Date | undefined {
  if (!takenAt) return undefined;
  const date = new Date(/[+-]\d\d:\d\d$/.test(takenAt) ? takenAt : `${takenAt}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The record fields the pipeline and the store decide (shared with the admin's restore). */
export function photoRecord(
  image: ProcessedImage,
  facts: CameraFacts,
  stored: StoredPhoto,
): Partial<NewPhoto> {
  return {
    ...stored,
    width: image.width,
    height: image.height,
    originalMime: image.mime,
    placeholder: image.placeholder.dataUrl,
    dominantColors: [...new Set([image.dominantColor, ...image.colors.map((c) => c.hex)])],
    exif: facts.exif ? { ...facts.exif } : undefined,
    gps: facts.gps ? { lat: facts.gps.latitude, lng: facts.gps.longitude } : undefined,
    takenAt: takenAtDate(facts.takenAt),
  };
}

/**
 * Validates, processes and stores one photo, private until its owner publishes it
 * (docs/product.md#states-and-transitions). Everything is written under the photo's own folder; if
 * anything fails after the first write, the folder and any record are removed, so a failed upload
 * leaves nothing behind.
 */
export async function uploadPhoto(userId: string, input: UploadPhotoInput): Promise<PhotoView> {
  const { file } = input;
  if (!file || !input.category?.trim()) throw new PhotoInputError(MISSING_INFORMATION);
  const typedTitle = input.title?.trim()
    ? checkedTitle(input.title, MISSING_INFORMATION)
    : undefined;
  const category = await checkedCategory(userId, input.category.trim());
  const description = checkedDescription(input.description);
  const aiAltText = checkedAltText(input.aiAltText);
  const aiTags = parseAiTags(input.aiTags);
  const suppliedExif = decodeSuppliedExif(input.exif);
  const suppliedMetadata = decodeSuppliedMetadata(input.metadata);
  const owner = await photoOwner(userId);
  const limit = await photoUploadLimit();
  if (file.size > limit.bytes) throw new PhotoInputError(limit.message, 413);

  const bytes = await readFile(file.path);
  // What the photographer typed wins; the file fills what they left empty (its rights always),
  // and what the browser read from the original fills what a re-encoded copy no longer says.
  const fromFile = withSuppliedFields(
    await fileMetadataFields(bytes),
    suppliedMetadata && metadataFields(suppliedMetadata),
  );
  const title = typedTitle ?? fromFile.title ?? input.fallbackTitle?.trim();
  if (!title) throw new PhotoInputError(MISSING_INFORMATION);
  const created = await storePhotoFromBytes(userId, bytes, {
    fields: {
      title,
      description: description || fromFile.description || "",
      category,
      aiAltText: aiAltText ?? fromFile.altText,
      aiTags,
      tags: fromFile.tags,
      rights: fromFile.rights,
      license: fromFile.license,
      chosenSha256: declaredSha256(input.chosenSha256),
      originalFileName: originalFileName(file.name),
    },
    facts: (image) => cameraFacts(image, suppliedExif),
  });
  return toPhotoView(created, owner);
}

/** What the owner (or an import) says about a new photo; the pipeline decides the rest. */
export interface NewPhotoFields {
  title: string;
  description: string;
  category: string;
  aiAltText?: string;
  aiTags: string[];
  /** The photographer's own tags: a new photo has only the file's keywords. */
  tags?: string[];
  rights?: PhotoRights;
  license?: LicenseValue;
  source?: Photo["source"];
  /** What the file was called, already through `originalFileName` (ADR 66). */
  originalFileName?: string;
  /** Kept only when it differs from the hash of the bytes stored (ADR 44). */
  chosenSha256?: string;
}

/**
 * The one path from bytes to a stored photo, shared by uploads and imports: the image pipeline,
 * the original and derivatives under the photo's own folder, then the record, private until its
 * owner publishes it (docs/product.md#states-and-transitions); the widest AVIF follows in the
 * background (ADR 34). If anything fails after the first write, the folder and any record are
 * removed, so a failure leaves nothing behind. `photoId` lets a caller choose the id beforehand (an
 * import notes it first, so a crashed one can clean up after itself).
 */
export async function storePhotoFromBytes(
  userId: string,
  bytes: Buffer,
  {
    fields,
    facts = (image) => cameraFacts(image, undefined),
    photoId = newId(),
  }: {
    fields: NewPhotoFields;
    facts?: (image: ProcessedImage) => CameraFacts;
    photoId?: string;
  },
): Promise<Photo> {
  const store = objectStore();
  const { photos, uploadsInProgress } = await db();
  // Noted before the first write: if the process dies before the record exists, the next start
  // removes the folder (ADR 39).
  await uploadsInProgress.begin(photoId, userId);
  let leftNothing = true;
  // The original is written once the pipeline accepts it, each derivative once it is encoded:
  // storing overlaps the encoding, and every object is written by the time the last one is made.
  const writer = photoWriter(store, userId, photoId);
  let created: Photo | null = null;
  try {
    // Every public copy carries the photo's rights as its page states them (ADRs 46, 48).
    const embed = await currentRightsEmbed({ ...fields, userId });
    const image = await processUpload(bytes, {
      embed,
      onAccepted: ({ mime }) => writer.original(bytes, mime),
      onDerivative: (derivative) => writer.derivative(derivative),
      // The widest AVIF is made after this returns, when no upload is waiting (ADR 34).
      deferLargeAvif: true,
      owner: userId,
    });
    const stored = await writer.stored(bytes, image);
    const { chosenSha256, ...given } = fields;
    // The original's own hash, from the bytes received: duplicate checks match on it (ADR 44).
    const sha256 = sha256Of(bytes);
    created = await photos.create({
      ...photoRecord(image, facts(image), stored),
      ...given,
      sha256,
      rightsEmbedHash: rightsEmbedHash(embed),
      ...(chosenSha256 && chosenSha256 !== sha256 ? { chosenSha256 } : {}),
      id: photoId,
      userId,
      isPublic: false,
      featured: false,
      ...(image.deferred ? { derivativesPending: true } : {}),
    });
    if (image.deferred) makeDerivativesLater(photoId, image.deferred);
    return created;
  } catch (error) {
    await writer.settled();
    const undone = await Promise.allSettled([
      writer.hasStarted() ? store.deletePrefix(photoFolder(userId, photoId)) : Promise.resolve(),
      created ? photos.delete(photoId) : Promise.resolve(false),
    ]);
    for (const result of undone) {
      // The note stays, so the next start tries again; the storage audit (admin) finds it too.
      if (result.status === "rejected") {
        leftNothing = false;
        logger.error({ err: result.reason }, "Upload clean-up failed");
      }
    }
    throw error;
  } finally {
    if (leftNothing) {
      await uploadsInProgress
        .end(photoId)
        .catch((error: unknown) => logger.error({ err: error }, "Forgetting an upload failed"));
    }
  }
}
