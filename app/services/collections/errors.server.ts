import { UserFacingError } from "~/services/user-facing-error.server";

/** A collection or order request the photographer can fix; `message` is shown as it is. */
export class CollectionInputError extends UserFacingError {}

/** Missing or someone else's: one answer, so collection ids reveal nothing. */
export class CollectionNotFoundError extends UserFacingError {
  constructor() {
    super("Collection not found", 404);
  }
}
