/**
 * Why an upload was refused, with the spec's exact words (docs/product.md#validation-rules,
 * docs/product.md#error-catalogue) so a service can show `message` as it is. Avatars use the
 * profile-picture wording; photos and heroes the upload one.
 */

import { MAX_UPLOAD_MB_CEILING, tooLargeMessage } from "~/utils/site-settings";

export type ImageKind = "photo" | "avatar" | "hero";

export type ImageRejectionCode = "invalid_type" | "too_large" | "unprocessable";

const PROCESSING_ERROR = {
  title: "Processing Error",
  message:
    "Processing Error: There was an error processing your image. Please try again with a different file.",
};

const UPLOAD_TEXTS: Record<ImageRejectionCode, { title: string; message: string }> = {
  invalid_type: {
    title: "Invalid file type",
    message: "Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.",
  },
  too_large: {
    title: "File too large",
    message: "File too large: Maximum file size is 25MB.",
  },
  unprocessable: PROCESSING_ERROR,
};

// The pipeline's own cap on photos is the highest upload limit an administrator may set; the
// limit in force is checked, and named, where the bytes arrive (upload-limit.server.ts).
const PHOTO_CEILING_TEXT = {
  title: "File too large",
  message: tooLargeMessage(MAX_UPLOAD_MB_CEILING),
};

const AVATAR_TEXTS: Record<ImageRejectionCode, { title: string; message: string }> = {
  invalid_type: { title: "Invalid File", message: "Please select an image file." },
  too_large: { title: "File Too Large", message: "Please select an image smaller than 5MB." },
  unprocessable: PROCESSING_ERROR,
};

export class ImageRejectedError extends Error {
  readonly code: ImageRejectionCode;
  readonly kind: ImageKind;
  /** The toast title that goes with `message`. */
  readonly title: string;

  constructor(code: ImageRejectionCode, kind: ImageKind = "photo", options?: { cause?: unknown }) {
    const text =
      kind === "avatar"
        ? AVATAR_TEXTS[code]
        : kind === "photo" && code === "too_large"
          ? PHOTO_CEILING_TEXT
          : UPLOAD_TEXTS[code];
    super(text.message, options);
    this.name = "ImageRejectedError";
    this.code = code;
    this.kind = kind;
    this.title = text.title;
  }
}

/** Anything that goes wrong while decoding becomes the spec's processing error. */
export function asRejection(error: unknown, kind: ImageKind): ImageRejectedError {
  return error instanceof ImageRejectedError
    ? error
    : new ImageRejectedError("unprocessable", kind, { cause: error });
}
