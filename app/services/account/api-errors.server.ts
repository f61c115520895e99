import { ImageRejectedError } from "~/images/image-pipeline.server";
import { apiError } from "~/services/http.server";
import { AccountError } from "./account-errors.server";

/**
 * The JSON answer for a refusal (`{message}`, docs/product.md#error-catalogue); anything else is
 * rethrown as a bug.
 */
export function accountApiError(error: unknown): Response {
  if (error instanceof AccountError)
    return apiError(error.status, error.message, { title: error.title });
  if (error instanceof ImageRejectedError) {
    const status = error.code === "too_large" ? 413 : error.code === "invalid_type" ? 415 : 422;
    return apiError(status, error.message, { title: error.title });
  }
  throw error;
}

/** Runs an API call, answering refusals as JSON errors. */
export async function withAccountErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    return accountApiError(error);
  }
}
