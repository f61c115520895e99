/** Shown to the person who typed the URL: it says what is wrong without mapping the network. */
export const UNSAFE_ADDRESS_MESSAGE = "That address is not allowed";

/** The URL was refused before any connection: scheme, credentials or a non-public address. */
export class UnsafeUrlError extends Error {
  /** For logs only (which rule refused it); never shown to the user. */
  readonly reason: string;

  constructor(reason: string, message = UNSAFE_ADDRESS_MESSAGE) {
    super(message);
    this.name = "UnsafeUrlError";
    this.reason = reason;
  }
}

/** The URL was allowed but the download failed: unreachable, error status, too big or too slow. */
export class RemoteFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RemoteFetchError";
  }
}
