import { UserFacingError } from "~/services/user-facing-error.server";
import type { LinkInput } from "./own-links.server";

/** The setting of a share link a refusal is about, as the service and the API name it. */
export type ShareLinkField = keyof LinkInput;

/**
 * A share link request the photographer can fix; `message` is shown as it is, and `field` says
 * which setting it is about (a form shows it there).
 */
export class ShareLinkInputError extends UserFacingError {
  constructor(
    readonly field: ShareLinkField,
    message: string,
  ) {
    super(message);
  }
}

/** Missing, revoked already or on someone else's collection: one answer, ids reveal nothing. */
export class ShareLinkNotFoundError extends UserFacingError {
  constructor() {
    super("Share link not found", 404);
  }
}
