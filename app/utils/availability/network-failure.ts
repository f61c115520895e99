/**
 * Whether an error from an HTTP or driver call means "the other side is not there" (refused,
 * reset, unreachable, timed out) rather than "it answered no". Node's socket errors carry a
 * `code`; the AWS SDK names its timeouts TimeoutError and its aborts AbortError; Node's
 * happy-eyeballs connect wraps one error per address in an AggregateError.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "ESOCKETTIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const TIMEOUT_NAMES = new Set(["TimeoutError", "AbortError"]);

export function isNetworkFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, name, cause, errors } = error as {
    code?: unknown;
    name?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  if (typeof name === "string" && TIMEOUT_NAMES.has(name)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isNetworkFailure(inner, depth + 1))) {
    return true;
  }
  return isNetworkFailure(cause, depth + 1);
}

/**
 * An S3 call that failed because the store is away or overloaded: a network failure, or a 5xx
 * answer (500 InternalError, 502/504 from a proxy, 503 SlowDown) that outlived the SDK's retries.
 * 4xx answers (missing bucket, bad credentials) are configuration faults and stay as they are.
 */
export function isS3Unavailable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  if (typeof status === "number" && status >= 500) return true;
  return isNetworkFailure(error);
}
