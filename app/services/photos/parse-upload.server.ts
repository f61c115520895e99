import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { PhotoInputError } from "./errors.server";
import { photoUploadLimit, type PhotoUploadLimit } from "./upload-limit.server";
import { makeUploadTempFolder } from "./upload-temp-folders.server";

/** The one file of an upload, on disk. `name` and `type` are the browser's claims: never trusted. */
export interface UploadedFile {
  path: string;
  size: number;
  name: string;
  type: string;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Removes the temporary file; call it when the request is done, whatever happened. */
  cleanup(): Promise<void>;
}

const FILE_FIELD = "image";
const MAX_FIELDS = 20;
// Text fields (title, description, AI suggestions, the browser's EXIF block at most ~88 KB as
// base64) are small; 1 MB on top of the image is plenty.
const FIELDS_BYTES = 1024 * 1024;

async function saveTo(dir: string, upload: FileUpload): Promise<UploadedFile> {
  const target = path.join(dir, "upload");
  // The parser holds this one part in memory; written out, it is released before processing.
  await pipeline(Readable.fromWeb(upload.stream() as WebReadableStream), createWriteStream(target));
  return { path: target, size: upload.size, name: upload.name, type: upload.type };
}

function asInputError(error: unknown, limit: PhotoUploadLimit): unknown {
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
    return new PhotoInputError(limit.message, 413);
  }
  if (error instanceof MaxFilesExceededError) {
    return new PhotoInputError("Please upload one image at a time.", 400);
  }
  if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
    return new PhotoInputError("The upload could not be read. Please try again.", 400);
  }
  return error;
}

/**
 * Reads a multipart photo upload: text fields, and the `image` file written to a private
 * temporary folder under DATA_DIR. Over the upload limit in force (25MB unless the administrator
 * raised it) stops the read at once with the spec's message naming that limit (413).
 */
export async function parsePhotoUpload(request: Request): Promise<ParsedUpload> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    throw new PhotoInputError("Content-Type must be multipart/form-data", 415);
  }
  const limit = await photoUploadLimit();
  const dir = await makeUploadTempFolder("upload");
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let file: UploadedFile | null = null;
  try {
    const form = await parseFormData(
      request,
      {
        maxFileSize: limit.bytes,
        maxFiles: 1,
        maxParts: MAX_FIELDS,
        maxTotalSize: limit.bytes + FIELDS_BYTES,
      },
      async (upload) => {
        // A form with no file chosen still sends an empty part.
        if (upload.fieldName === FILE_FIELD && upload.size > 0) file = await saveTo(dir, upload);
        return null;
      },
    );
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return { fields, file, cleanup };
  } catch (error) {
    await cleanup();
    throw asInputError(error, limit);
  }
}
