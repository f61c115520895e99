import { UNAVAILABLE_MESSAGE, isDependencyUnavailable } from "~/utils/availability/unavailable";
import { CategoryInputError, CategoryNotFoundError } from "~/services/categories.server";
import { logger } from "~/server/log/logger.server";
import { PhotoInputError, PhotoNotFoundError } from "./errors.server";

const ACTIONABLE = [PhotoInputError, PhotoNotFoundError, CategoryInputError, CategoryNotFoundError];

/** A refusal whose own message its user can act on, with its status (docs/product.md#error-catalogue). */
export function isActionable(error: unknown): error is Error & { status: number } {
  return ACTIONABLE.some((known) => error instanceof known);
}

/**
 * Why a photo change or upload failed, as the My Photos forms say it: a refusal in its own words,
 * a database or store away for a moment as 503 (not "something went wrong"); anything else is
 * a bug, logged as `logLine` and answered 500 with `fallback`.
 */
export function userFacingFailure(
  error: unknown,
  fallback: string,
  logLine: string,
): { message: string; status: number } {
  if (isActionable(error)) return { message: error.message, status: error.status };
  if (isDependencyUnavailable(error)) return { message: UNAVAILABLE_MESSAGE, status: 503 };
  logger.error({ err: error }, logLine);
  return { message: fallback, status: 500 };
}
