import { UserFacingError } from "~/services/user-facing-error.server";

/** A storage request the admin can act on: `message` is shown in the toast, `status` answers the API. */
export class StorageAdminError extends UserFacingError {}

/** docs/product.md#validation-rules 'User audit: user id or username non-empty after trimming.' */
export const USER_AUDIT_EMPTY = "Please enter a user ID or username.";
export const USER_NOT_FOUND = "User not found";
export const FILE_NOT_FOUND = "File not found";
export const FILE_OUTSIDE_FOLDER =
  "The file key must lie inside the user's folder photo/{userId}/.";
