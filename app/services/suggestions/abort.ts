/**
 * Settles with `work`, or rejects as soon as `signal` aborts with whatever `reason()` gives:
 * the caller gets its answer on time even while an image job or a request is still running.
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal,
  reason: () => unknown,
): Promise<T> {
  // Once the race is lost nobody awaits `work`; its late failure must not go unhandled.
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** AbortSignal.timeout() aborts with a DOMException named "TimeoutError". */
export const isTimeout = (reason: unknown) =>
  reason instanceof Error && (reason.name === "TimeoutError" || reason.name === "AiTimeoutError");
