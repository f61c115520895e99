import { ImageRejectedError, type ImageRejectionCode } from "~/images/image-pipeline.server";
import { isDependencyUnavailable } from "~/utils/availability/unavailable";
import { apiError } from "~/services/http.server";
import { PhotoInputError } from "~/services/photos/errors.server";
import { HeroInputError } from "./hero-errors.server";
import { logger } from "~/server/log/logger.server";

const REJECTION_STATUS: Record<ImageRejectionCode, number> = {
  too_large: 413,
  invalid_type: 415,
  unprocessable: 422,
};

/**
 * What the admin can act on, in the words to show (docs/product.md#error-catalogue descriptions):
 * bad input, a banner that is gone, a refused image or upload, a refused or failed URL. Null for
 * anything else: a bug.
 */
export function heroRefusal(error: unknown): { status: number; message: string } | null {
  if (error instanceof HeroInputError || error instanceof PhotoInputError) {
    return { status: error.status, message: error.message };
  }
  if (error instanceof ImageRejectedError) {
    return { status: REJECTION_STATUS[error.code], message: error.message };
  }
  return null;
}

/** Runs an API call's work: refusals answer `{message}` with their status, a bug answers 500. */
export async function heroApi(work: () => Promise<Response>, failure: string): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    // Guards' responses pass; an unavailable database or store becomes a 503 (server.mjs).
    if (error instanceof Response || isDependencyUnavailable(error)) throw error;
    const refusal = heroRefusal(error);
    if (refusal) return apiError(refusal.status, refusal.message);
    logger.error({ err: error }, failure);
    return apiError(500, failure);
  }
}

/**
 * docs/product.md#error-catalogue descriptions of the admin toasts, also the API's 500 messages.
 */
export const HERO_FAILURES = {
  upload: "Failed to upload hero image",
  update: "Failed to update hero image",
  delete: "Failed to delete hero image",
  setDefault: "Failed to set default hero image",
  extract: "Failed to extract colors",
} as const;
