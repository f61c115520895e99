import { isDependencyUnavailable } from "~/utils/availability/unavailable";
import { apiError } from "~/services/http.server";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { UploadsBusyError } from "./upload-slots.server";
import { isActionable } from "./user-facing-failure.server";
import { logger } from "~/server/log/logger.server";

/**
 * Runs an API call's work and answers the errors users can act on as JSON `{ message }` with
 * their status (docs/product.md#error-catalogue). Responses thrown by guards pass through; anything
 * else is a bug: logged, and answered 500 with `failure` (for uploads, the spec's 'Upload Failed'
 * text).
 */
export async function photoApi(
  work: () => Promise<Response>,
  failure = "Something went wrong.",
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    // Guards' responses pass; an unavailable database or store becomes a 503 (server.mjs).
    if (error instanceof Response || isDependencyUnavailable(error)) throw error;
    if (isActionable(error)) {
      const response = apiError(error.status, error.message);
      if (error instanceof UploadsBusyError)
        response.headers.set("Retry-After", String(error.retryAfterSeconds));
      return response;
    }
    logger.error({ err: error }, failure);
    return apiError(500, failure);
  }
}

/**
 * For a route that may answer before it has read a large body (signed out, too large): a refusal
 * also closes the connection. Node stops reading there, so a client that reused the connection
 * would have its next request mixed up with the unread rest of the upload.
 */
export async function closingOnRefusal(work: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await work();
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    response = error;
  }
  if (!response.ok) response.headers.set("Connection", "close");
  return response;
}

export const UPLOAD_FAILED = UPLOAD_MESSAGES.uploadFailed;
