import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { data } from "@remix-run/node";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import {
  BULK_DEFAULT_CATEGORY,
  BULK_FILE_FIELD,
  BULK_MAX_FILES,
  BULK_MESSAGES,
  titleFromFileName,
  type BulkFileResult,
  type BulkUploadOutcome,
} from "~/utils/bulk-upload";
import { UPLOAD_COLLECTIONS_FIELD } from "~/utils/collection-forms";
import { UPLOAD_DUPLICATES_FIELD, duplicateMessage } from "~/utils/duplicate-photos";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import type { UploadedFile } from "./parse-upload.server";
import { findDuplicates } from "./duplicate-photos.server";
import { uploadInputFrom } from "./upload-form-input.server";
import { photoUploadLimit } from "./upload-limit.server";
import { uploadPhoto } from "./upload-photo.server";
import { answerInUploadSlot } from "./upload-slot-answer.server";
import { makeUploadTempFolder } from "./upload-temp-folders.server";
import { userFacingFailure } from "./user-facing-failure.server";

// Files past the limit are still read (to name them in the results), up to this many.
const MAX_FILE_PARTS = BULK_MAX_FILES * 3;

/** The form's files; `image` too, the one-photo field a page loaded before this form still sends. */
const FILE_FIELDS = new Set([BULK_FILE_FIELD, "image"]);

type Slot = { file: UploadedFile; sha256: string } | { result: BulkFileResult };

export interface ChosenPhotosOptions {
  /** The category of a form that names none; without one, a missing category is refused. */
  defaultCategory?: string;
  /** What a post without a file (or without a category) is told. */
  missingMessage: string;
}

/**
 * Why a file was not stored, in words its owner can act on, with the answer a request holding
 * only that file gets (a store away for a moment is 503, not a failed photo); anything
 * unexpected is logged.
 */
const reason = (error: unknown) =>
  userFacingFailure(error, UPLOAD_MESSAGES.uploadFailed, "Bulk upload failed");

/** Why the request stopped being readable: the files read before it are still processed. */
function stopReason(error: unknown, tooLarge: string): string {
  if (error instanceof MaxFileSizeExceededError) {
    return `${tooLarge} The files after it were not read: please choose them again.`;
  }
  if (error instanceof MaxTotalSizeExceededError || error instanceof FormDataParseError) {
    return "The upload was too large or could not be read to the end. Please choose fewer files.";
  }
  if (error instanceof MultipartParseError) {
    return "The upload could not be read to the end. Please try again.";
  }
  throw error;
}

/** Reads the post, writing each file part to its own temporary file as it arrives. */
async function readParts(request: Request, dir: string) {
  const limit = await photoUploadLimit();
  const slots: Slot[] = [];
  let error: string | null = null;
  const fields: Record<string, string> = {};
  let collectionIds: string[] = [];
  const save = async (upload: FileUpload) => {
    if (slots.length >= BULK_MAX_FILES) {
      slots.push({ result: { name: upload.name, ok: false, message: BULK_MESSAGES.tooMany } });
      return;
    }
    const target = path.join(dir, `part-${slots.length}`);
    // Hashed as it streams to disk: the duplicate check needs no second read (ADR 44).
    const hash = createHash("sha256");
    await pipeline(
      Readable.fromWeb(upload.stream() as WebReadableStream),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(target),
    );
    const file = { path: target, size: upload.size, name: upload.name, type: upload.type };
    slots.push({ file, sha256: hash.digest("hex") });
  };
  try {
    const form = await parseFormData(
      request,
      {
        maxFileSize: limit.bytes,
        maxFiles: MAX_FILE_PARTS,
        maxParts: MAX_FILE_PARTS + 20,
        maxTotalSize: BULK_MAX_FILES * limit.bytes + 1024 * 1024,
      },
      async (upload) => {
        // A form with no file chosen still sends one empty part.
        if (FILE_FIELDS.has(upload.fieldName) && upload.size > 0) await save(upload);
        return null;
      },
    );
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    collectionIds = form
      .getAll(UPLOAD_COLLECTIONS_FIELD)
      .filter((id): id is string => typeof id === "string" && id !== "");
  } catch (caught) {
    error = stopReason(caught, limit.message);
  }
  return { slots, fields, collectionIds, error };
}

/** The fields a form sends back to itself after a failure, so nothing typed is lost. */
const keptFields = (fields: Record<string, string>) => ({
  title: fields.title ?? "",
  category: fields.category ?? "",
  description: fields.description ?? "",
});

/**
 * A plain multi-file upload (no JavaScript): every file goes through the one-photo pipeline in
 * turn, private like any upload. With one file the form's title and description are its own;
 * with several, each takes the title written into the file, else one made from its name. A file the photographer already has (same
 * SHA-256) is skipped and reported unless the form asks for duplicates too (ADR 44). A file that
 * fails is reported with its reason and never stops the others; `uploadPhoto` removes whatever a
 * failed file had written, and each temporary file is removed as soon as it is done.
 */
export async function uploadChosenPhotos(
  userId: string,
  request: Request,
  options: ChosenPhotosOptions,
): Promise<BulkUploadOutcome> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { results: [], error: options.missingMessage };
  }
  const dir = await makeUploadTempFolder("bulk");
  try {
    const { slots, fields, collectionIds, error } = await readParts(request, dir);
    const category = fields.category?.trim() || options.defaultCategory;
    const files = slots.filter((slot) => "file" in slot);
    if (!category || (!files.length && !error)) {
      return { results: [], error: options.missingMessage, fields: keptFields(fields) };
    }
    const single = files.length === 1 && slots.length === 1;
    const withDuplicates = Boolean(fields[UPLOAD_DUPLICATES_FIELD]);
    const results: BulkFileResult[] = [];
    for (const slot of slots) {
      if ("result" in slot) {
        results.push(slot.result);
        continue;
      }
      const { file, sha256 } = slot;
      try {
        // Checked file by file, so the same file chosen twice is stored once.
        const [known] = withDuplicates ? [] : await findDuplicates(userId, [sha256]);
        if (known) {
          results.push({
            name: file.name,
            ok: false,
            skipped: true,
            message: duplicateMessage(known.title),
          });
          continue;
        }
        const input = single ? uploadInputFrom(fields, file) : { file };
        // Untitled, a file takes the title written into it, else one made from its name.
        const title = (single && fields.title?.trim()) || undefined;
        const fallbackTitle = titleFromFileName(file.name);
        const stored = await uploadPhoto(userId, { ...input, title, fallbackTitle, category });
        results.push({
          name: file.name,
          ok: true,
          message: BULK_MESSAGES.uploaded,
          title: stored.title,
          photoId: stored.id,
        });
      } catch (failure) {
        results.push({ name: file.name, ok: false, ...reason(failure) });
      } finally {
        await rm(file.path, { force: true });
      }
    }
    return { results, error, fields: keptFields(fields), collectionIds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bulk upload page's post: every file into the chosen category, 'Other' when none. */
export const bulkUploadPhotos = (userId: string, request: Request) =>
  uploadChosenPhotos(userId, request, {
    defaultCategory: BULK_DEFAULT_CATEGORY,
    missingMessage: BULK_MESSAGES.noFiles,
  });

/**
 * The bulk upload forms' answer: the outcome, or 429 with Retry-After before the body is read
 * when the photographer's upload slots are all taken (ADR 39).
 */
export const bulkUploadAnswer = (userId: string, request: Request) =>
  answerInUploadSlot(
    userId,
    async () => data(await bulkUploadPhotos(userId, request)),
    (error): BulkUploadOutcome => ({ results: [], error }),
  );
