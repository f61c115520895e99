import { untilAborted } from "~/services/suggestions/abort";
import {
  checkTarget,
  defaultRules,
  parseHttpUrl,
  type AddressRules,
  type Resolve,
} from "./checked-target.server";
import { RemoteFetchError, UnsafeUrlError } from "./fetch-errors";
import { isRedirect, requestPinned } from "./pinned-request.server";

export { RemoteFetchError, UnsafeUrlError };

export interface SafeFetchOptions {
  /** Default 25 MB (docs/product.md#constants-and-limits upload limit). */
  maxBytes?: number;
  /** For the whole fetch, redirects and body included. Default 15 s. */
  timeoutMs?: number;
  /** Replaces DNS (tests: a name for a loopback stand-in). */
  resolve?: Resolve;
  /** Replaces the public-address rule (tests: allow one loopback stand-in). */
  allowAddress?: (ip: string) => boolean;
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string | null;
  finalUrl: string;
}

export const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Downloads a user-given URL for the image pipeline (docs/product.md#security-baseline): http(s)
 * only, no credentials, every address of the host checked before connecting, the socket pinned to a
 * checked address, each redirect checked the same way, size and time capped. Throws UnsafeUrlError
 * (refused before any connection) or RemoteFetchError (the download failed).
 */
export async function safeFetchImage(
  url: string,
  options: SafeFetchOptions = {},
): Promise<FetchedImage> {
  const rules: AddressRules = {
    resolve: options.resolve ?? defaultRules.resolve,
    allowAddress: options.allowAddress ?? defaultRules.allowAddress,
  };
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () =>
    new RemoteFetchError(`The download took longer than ${timeoutMs / 1000} s`);

  let current = parseHttpUrl(url);
  for (let redirects = 0; ; redirects++) {
    try {
      const target = await untilAborted(checkTarget(current, rules), signal, timedOut);
      const answer = await requestPinned(target, { signal, maxBytes });
      if (isRedirect(answer.status) && answer.location) {
        if (redirects === MAX_REDIRECTS) throw new RemoteFetchError("Too many redirects");
        current = parseHttpUrl(answer.location, current);
        continue;
      }
      if (!answer.bytes) throw new RemoteFetchError(`The server answered ${answer.status}`);
      return { bytes: answer.bytes, contentType: answer.contentType, finalUrl: current.href };
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof RemoteFetchError) throw error;
      if (signal.aborted) throw timedOut();
      throw new RemoteFetchError("The image could not be downloaded", { cause: error });
    }
  }
}
