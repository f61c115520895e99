import { PhotoInputError } from "./errors.server";

/**
 * How many uploads one photographer may have in progress at once, in one process: one being
 * processed and a few waiting their turn (ADR 39). The upload dialog sends one at a time; a
 * script sending more only queues work that holds its own later uploads back.
 */
export const MAX_UPLOADS_AT_ONCE = 4;
/** About how long one large upload takes to process here. */
const RETRY_AFTER_SECONDS = 10;

export const UPLOADS_BUSY_MESSAGE =
  "Too many uploads at once: please wait until your other uploads have finished, then try again.";

/** Answered 429 with Retry-After, before any of the upload's body is read. */
export class UploadsBusyError extends PhotoInputError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super(UPLOADS_BUSY_MESSAGE, 429);
  }
}

const inProgress = new Map<string, number>();

/**
 * Runs one upload request's work (reading its body included) in one of the photographer's
 * slots; throws UploadsBusyError at once when all are taken.
 */
export async function inUploadSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const taken = inProgress.get(userId) ?? 0;
  if (taken >= MAX_UPLOADS_AT_ONCE) throw new UploadsBusyError();
  inProgress.set(userId, taken + 1);
  try {
    return await work();
  } finally {
    const left = (inProgress.get(userId) ?? 1) - 1;
    if (left > 0) inProgress.set(userId, left);
    else inProgress.delete(userId);
  }
}
