import { data } from "@remix-run/node";
import { UploadsBusyError, inUploadSlot } from "./upload-slots.server";

/**
 * An upload form's answer, worked out in one of the photographer's upload slots. With every slot
 * taken it is refused before its body is read (ADR 39): the form's own data saying why (`refused`,
 * given the message), with the 429 and Retry-After; the connection is closed, so no later request
 * is mixed into the unread body.
 */
export async function answerInUploadSlot<T, R>(
  userId: string,
  work: () => Promise<T>,
  refused: (message: string) => R,
) {
  try {
    return await inUploadSlot(userId, work);
  } catch (error) {
    if (!(error instanceof UploadsBusyError)) throw error;
    return data(refused(error.message), {
      status: error.status,
      headers: { Connection: "close", "Retry-After": String(error.retryAfterSeconds) },
    });
  }
}
