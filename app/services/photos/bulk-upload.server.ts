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
import { CategoryInputError, CategoryNotFoundError } from "~/services/categories.server";
import {
  BULK_DEFAULT_CATEGORY,
  BULK_FILE_FIELD,
  BULK_MAX_FILES,
  BULK_MESSAGES,
  titleFromFileName,
  type BulkFileResult,
  type BulkUploadOutcome,
} from "~/utils/bulk-upload";
import { MAX_PHOTO_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/utils/photo-view";
import { PhotoInputError } from "./errors.server";
import type { UploadedFile } from "./parse-upload.server";
import { uploadPhoto } from "./upload-photo.server";
import { UploadsBusyError, inUploadSlot } from "./upload-slots.server";
import { makeUploadTempFolder } from "./upload-temp-folders.server";
import { logger } from "~/services/log/logger.server";

// Files past the limit are still read (to name them in the results), up to this many.
const MAX_FILE_PARTS = BULK_MAX_FILES * 3;
const MAX_TOTAL_BYTES = BULK_MAX_FILES * MAX_PHOTO_UPLOAD_BYTES + 1024 * 1024;

type Slot = { file: UploadedFile } | { result: BulkFileResult };

/** Why a file was not stored, in words its owner can act on; anything unexpected is logged. */
function reason(error: unknown): string {
  if (
    error instanceof PhotoInputError ||
    error instanceof CategoryInputError ||
    error instanceof CategoryNotFoundError
  ) {
    return error.message;
  }
  logger.error({ err: error }, "Bulk upload failed");
  return UPLOAD_MESSAGES.uploadFailed;
}

/** Why the request stopped being readable: the files read before it are still processed. */
function stopReason(error: unknown): string {
  if (error instanceof MaxFileSizeExceededError) {
    return `${UPLOAD_MESSAGES.tooLarge} The files after it were not read: please choose them again.`;
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
  const slots: Slot[] = [];
  let error: string | null = null;
  let category = BULK_DEFAULT_CATEGORY;
  const save = async (upload: FileUpload) => {
    if (slots.length >= BULK_MAX_FILES) {
      slots.push({ result: { name: upload.name, ok: false, message: BULK_MESSAGES.tooMany } });
      return;
    }
    const target = path.join(dir, `part-${slots.length}`);
    await pipeline(
      Readable.fromWeb(upload.stream() as WebReadableStream),
      createWriteStream(target),
    );
    slots.push({ file: { path: target, size: upload.size, name: upload.name, type: upload.type } });
  };
  try {
    const form = await parseFormData(
      request,
      {
        maxFileSize: MAX_PHOTO_UPLOAD_BYTES,
        maxFiles: MAX_FILE_PARTS,
        maxParts: MAX_FILE_PARTS + 20,
        maxTotalSize: MAX_TOTAL_BYTES,
      },
      async (upload) => {
        // A form with no file chosen still sends one empty part.
        if (upload.fieldName === BULK_FILE_FIELD && upload.size > 0) await save(upload);
        return null;
      },
    );
    const chosen = form.get("category");
    if (typeof chosen === "string" && chosen.trim()) category = chosen.trim();
  } catch (caught) {
    error = stopReason(caught);
  }
  return { slots, category, error };
}

/**
 * A plain multi-file upload (no JavaScript): every file goes through the one-photo pipeline in
 * turn, titled after its name, private like any upload. A file that fails is reported with its
 * reason and never stops the others; `uploadPhoto` removes whatever a failed file had written,
 * and each temporary file is removed as soon as it is done.
 */
export async function bulkUploadPhotos(
  userId: string,
  request: Request,
): Promise<BulkUploadOutcome> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { results: [], error: BULK_MESSAGES.noFiles };
  }
  const dir = await makeUploadTempFolder("bulk");
  try {
    const { slots, category, error } = await readParts(request, dir);
    const results: BulkFileResult[] = [];
    for (const slot of slots) {
      if ("result" in slot) {
        results.push(slot.result);
        continue;
      }
      const { file } = slot;
      try {
        await uploadPhoto(userId, { file, title: titleFromFileName(file.name), category });
        results.push({ name: file.name, ok: true, message: BULK_MESSAGES.uploaded });
      } catch (failure) {
        results.push({ name: file.name, ok: false, message: reason(failure) });
      } finally {
        await rm(file.path, { force: true });
      }
    }
    return { results, error: error ?? (results.length ? null : BULK_MESSAGES.noFiles) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The bulk upload forms' answer: the outcome, or 429 with Retry-After before the body is read
 * when the photographer's upload slots are all taken (ADR 39).
 */
export async function bulkUploadAnswer(userId: string, request: Request) {
  try {
    return data(await inUploadSlot(userId, () => bulkUploadPhotos(userId, request)));
  } catch (error) {
    if (!(error instanceof UploadsBusyError)) throw error;
    const refused: BulkUploadOutcome = { results: [], error: error.message };
    return data(refused, {
      status: error.status,
      headers: { Connection: "close", "Retry-After": String(error.retryAfterSeconds) },
    });
  }
}
