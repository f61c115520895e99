/**
 * A dependency the request needs (the database, the object store) did not answer in time or
 * refused the connection. Thrown by the engine adapters in place of their drivers' network
 * errors, so the app answers 503 "try again shortly" instead of 500 "bug" — and never hangs.
 * Nothing else needs to catch these: every route's loader and action turns them into a 503
 * (answer-unavailable.server.ts).
 */
export type Dependency = "database" | "object store";

export class DependencyUnavailableError extends Error {
  readonly status = 503;
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(
      `The ${dependency} is unavailable: ${describeCause(options?.cause)}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = new.target.name;
  }
}

export class DatabaseUnavailableError extends DependencyUnavailableError {
  constructor(options?: { cause?: unknown }) {
    super("database", options);
  }
}

export class StoreUnavailableError extends DependencyUnavailableError {
  constructor(options?: { cause?: unknown }) {
    super("object store", options);
  }
}

/** True for either error, also across module copies (Remix dev rebuilds), by name. */
export function isDependencyUnavailable(error: unknown): error is DependencyUnavailableError {
  if (error instanceof DependencyUnavailableError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === "DatabaseUnavailableError" || name === "StoreUnavailableError";
}

export { UNAVAILABLE_MESSAGE } from "./unavailable-message";

/** Seconds a client is told to wait: the drivers reconnect on their own within a few. */
export const RETRY_AFTER_SECONDS = 5;

function describeCause(cause: unknown): string {
  if (cause === undefined) return "no answer";
  const { code, name, message } = (cause ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const label = typeof code === "string" ? code : typeof name === "string" ? name : "error";
  const text = typeof message === "string" ? message.split("\n")[0]!.slice(0, 200) : "";
  return text ? `${label}: ${text}` : label;
}
