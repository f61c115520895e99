import { AsyncLocalStorage } from "node:async_hooks";
import type { User } from "~/data/users.server";
import { onePerProcess } from "~/utils/one-per-process";

export interface RequestContext {
  requestId: string;
  /**
   * Whom a request's personal access token speaks for, once the token gate has checked it
   * (docs/decisions/0068-personal-access-tokens.md); absent for every other request.
   */
  tokenUser?: User;
}

// One per process: Remix dev re-imports server modules on every rebuild, while the request
// logging middleware server.mjs installed comes from the first build. One store for all of them.
const storage = onePerProcess("requestContext", () => new AsyncLocalStorage<RequestContext>());

/**
 * Runs `work` (the rest of a request's middleware chain) with its request id in reach of every
 * log line written on its behalf — in a loader, a service or a promise it left running — without
 * passing it down by hand.
 */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request this code runs for, or undefined outside a request (start-up, workers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Notes, for the rest of this request, whom its checked personal access token speaks for: the
 * account the gate has just read, so the route need not read it again.
 */
export function setTokenUser(user: User): void {
  const context = storage.getStore();
  if (context) context.tokenUser = user;
}

/** The user a checked personal access token speaks for in this request, if any. */
export function currentTokenUser(): User | undefined {
  return storage.getStore()?.tokenUser;
}
