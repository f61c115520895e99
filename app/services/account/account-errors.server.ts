/**
 * A refusal the user should read (wrong password, someone else's photo...). `status` is the HTTP
 * status the JSON API answers with; the page shows `message` in a toast titled `title`. A
 * refusal worth retrying soon says when (`Retry-After`).
 */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly title = "Update Failed",
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** Another user's photo is answered exactly like a missing one: its existence is not revealed. */
export const photoNotFound = () => new AccountError("Photo not found", 404);
