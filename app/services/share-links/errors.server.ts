import { UserFacingError } from "~/services/user-facing-error.server";

/** A share link request the photographer can fix; `message` is shown as it is. */
export class ShareLinkInputError extends UserFacingError {}

/** Missing, revoked already or on someone else's collection: one answer, ids reveal nothing. */
export class ShareLinkNotFoundError extends UserFacingError {
  constructor() {
    super("Share link not found", 404);
  }
}
