import { asRejection, type ImageKind } from "./image-errors.server";

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs decoding jobs one at a time per process. On two cores a second concurrent job would not
 * finish sooner, only double the memory held (≈150 MB for a 24 MP JPEG, more for a HEIC): a job
 * already keeps both cores busy (ADR 23). Uploads that arrive together wait their turn; whatever
 * fails inside is a processing error.
 */
export function runImageJob<T>(kind: ImageKind, job: () => Promise<T>): Promise<T> {
  const guarded = () => job().catch((error: unknown) => Promise.reject(asRejection(error, kind)));
  const result = tail.then(guarded, guarded);
  tail = result.catch(() => undefined);
  return result;
}
