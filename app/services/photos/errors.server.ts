import { UserFacingError } from "~/services/user-facing-error.server";

/**
 * A request the user can fix: `message` is shown as it is (docs/product.md#validation-rules,
 * docs/product.md#error-catalogue), `status` is the HTTP answer.
 */
export class PhotoInputError extends UserFacingError {}

/**
 * A photo that does not exist or is not the caller's: the two are one answer, so another user's
 * photo ids reveal nothing (also to admins on the user endpoints).
 */
export class PhotoNotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super("Photo not found");
    this.name = "PhotoNotFoundError";
  }
}
