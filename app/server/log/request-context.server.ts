import { AsyncLocalStorage } from "node:async_hooks";
import { onePerProcess } from "~/utils/one-per-process";

export interface RequestContext {
  requestId: string;
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
