import { photoUploadLimit } from "~/services/photos/upload-limit.server";

/** Fetches media with the user's Google credentials (the connection's authorizedMediaFetch). */
export type FetchMedia = (
  userId: string,
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<Response>;

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each further wait doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After asks. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** A download that will not succeed by trying again (or has been tried enough). */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DownloadError";
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** An imported photo is held to the same size limit as an uploaded one. */
async function readCapped(response: Response): Promise<Buffer> {
  const limit = await photoUploadLimit();
  const declared = Number(response.headers.get("content-length"));
  if (declared > limit.bytes) {
    await response.body?.cancel();
    throw new DownloadError("The file is larger than an upload may be.");
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > limit.bytes) {
    throw new DownloadError("The file is larger than an upload may be.");
  }
  return bytes;
}

/**
 * Downloads one item's bytes, trying again on 429 and 5xx (and on network errors) with
 * exponential backoff, honouring Retry-After within the policy's cap. `onAttempt` is told each
 * try's number as it starts. An abort stops at once, with the signal's reason.
 */
export async function downloadMedia(
  fetchMedia: FetchMedia,
  userId: string,
  url: string,
  {
    retry = DEFAULT_RETRY,
    signal,
    onAttempt,
  }: { retry?: RetryPolicy; signal: AbortSignal; onAttempt?: (attempt: number) => void },
): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    onAttempt?.(attempt);
    const last = attempt >= retry.attempts;
    const backoff = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetchMedia(userId, url, { signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      // fetch fails with a TypeError when the network does; anything else (no connection to
      // Google, say) will not mend by trying again.
      if (last || !(error instanceof TypeError)) {
        throw new DownloadError(
          `Download failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await sleep(backoff, signal);
      continue;
    }
    if (response.ok) return readCapped(response);
    await response.body?.cancel().catch(() => undefined);
    if (!retryable(response.status) || last) {
      throw new DownloadError(`Download failed (HTTP ${response.status}).`);
    }
    const asked = retryAfterMs(response.headers.get("retry-after"));
    await sleep(Math.min(retry.maxDelayMs, asked ?? backoff), signal);
  }
}
