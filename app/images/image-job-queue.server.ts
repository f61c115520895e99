import { asRejection, type ImageKind } from "./image-errors.server";

let tail: Promise<unknown> = Promise.resolve();
/** Jobs someone is waiting for (an upload's), queued or running. */
let waitedFor = 0;
const onIdle: (() => void)[] = [];

function enqueue<T>(kind: ImageKind, job: () => Promise<T>): Promise<T> {
  const guarded = () => job().catch((error: unknown) => Promise.reject(asRejection(error, kind)));
  const result = tail.then(guarded, guarded);
  tail = result.catch(() => undefined);
  return result;
}

/**
 * Runs decoding jobs one at a time per process. On two cores a second concurrent job would not
 * finish sooner, only double the memory held (≈150 MB for a 24 MP JPEG, more for a HEIC): a job
 * already keeps both cores busy (ADR 23). Uploads that arrive together wait their turn; whatever
 * fails inside is a processing error.
 */
export function runImageJob<T>(kind: ImageKind, job: () => Promise<T>): Promise<T> {
  waitedFor++;
  return enqueue(kind, job).finally(() => {
    if (--waitedFor === 0) for (const wake of onIdle.splice(0)) wake();
  });
}

/**
 * Runs a job no one is waiting for (ADR 34) in the same one-at-a-time queue, but only once no
 * other job is queued or running: an upload that arrives meanwhile waits for this one job at
 * most, never for a backlog of them.
 */
export async function runImageJobWhenIdle<T>(kind: ImageKind, job: () => Promise<T>): Promise<T> {
  while (waitedFor > 0) await new Promise<void>((resolve) => onIdle.push(resolve));
  return enqueue(kind, job);
}
