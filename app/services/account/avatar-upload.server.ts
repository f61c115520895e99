import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { ImageRejectedError } from "~/images/image-pipeline.server";
import { PROFILE_IMAGE_MAX_BYTES } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";

export const PROFILE_IMAGE_FIELD = "profileImage";

export interface ProfileImageUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

export const isMultipart = (request: Request) =>
  request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;

/**
 * Reads a multipart form with one `profileImage` file (docs/product.md#api-calls). The parser stops
 * reading as soon as the file passes 5 MB, so an oversized upload costs no more than the limit.
 */
export async function readProfileImageUpload(request: Request): Promise<ProfileImageUpload> {
  if (!isMultipart(request)) {
    throw new AccountError("Content-Type must be multipart/form-data", 415);
  }
  let bytes: Buffer | null = null;
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFileSize: PROFILE_IMAGE_MAX_BYTES, maxFiles: 1, maxParts: 10 },
      async (upload) => {
        if (upload.fieldName === PROFILE_IMAGE_FIELD)
          bytes = Buffer.from(await upload.arrayBuffer());
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw new ImageRejectedError("too_large", "avatar");
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      throw new AccountError(
        "The upload could not be read. Please try again.",
        400,
        "Upload Failed",
      );
    }
    throw error;
  }
  const image = bytes as Buffer | null;
  // A form sent without choosing a file still carries an empty part.
  if (!image || image.byteLength === 0) throw new ImageRejectedError("invalid_type", "avatar");
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return { bytes: image, fields };
}
