import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { json } from "@remix-run/node";
import { photoUploadLimit, type PhotoUploadLimit } from "~/services/photos/upload-limit.server";

/**
 * The parser stops at the first broken limit and the rest of the body stays unread; a client that
 * reuses the connection would wait on it. Closing it makes the refusal final.
 */
export const refuseUpload = (status: number, message: string) =>
  json({ message }, { status, headers: { Connection: "close" } });

const UNREADABLE = "The upload could not be read. Please try again.";

function asResponse(error: unknown, limit: PhotoUploadLimit): unknown {
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
    return refuseUpload(413, limit.message);
  }
  if (error instanceof MaxFilesExceededError) {
    return refuseUpload(400, "Please upload one image at a time.");
  }
  const unreadable = [
    FormDataParseError,
    MultipartParseError,
    MaxPartsExceededError,
    MaxHeaderSizeExceededError,
  ];
  return unreadable.some((type) => error instanceof type) ? refuseUpload(400, UNREADABLE) : error;
}

export interface ImageUpload {
  bytes: Buffer;
  /** The name the client gave the file (the browser sends the bare name). */
  name: string;
}

/**
 * The bytes and name of one file field of a multipart request, or null when none was chosen. The parser
 * stops reading past the photo upload limit (upload-limit.server.ts), so an oversized body costs
 * no more than the limit. Throws
 * JSON Responses (415, 413, 400) for bodies that are not multipart or break the limits.
 */
export async function readImageUpload(
  request: Request,
  field: string,
): Promise<ImageUpload | null> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    throw refuseUpload(415, "Content-Type must be multipart/form-data");
  }
  const limit = await photoUploadLimit();
  const maxFileSize = limit.bytes;
  let image: ImageUpload | null = null;
  try {
    const limits = { maxFiles: 1, maxParts: 20, maxFileSize, maxTotalSize: maxFileSize + 65_536 };
    await parseFormData(request, limits, async (file) => {
      // A form sent without choosing a file still carries an empty part.
      if (file.fieldName === field && file.size > 0) {
        image = { bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
      }
      // Returning nothing keeps the bytes out of the parsed FormData: one copy is enough.
    });
  } catch (error) {
    throw asResponse(error, limit);
  }
  return image;
}
