import { AsyncLocalStorage } from "node:async_hooks";
import { onePerProcess } from "~/utils/one-per-process";

/**
 * The client address of the guest request being answered, for the link's activity log
 * (docs/decisions/0066-favourites-proofing-activity.md). The /s/ routes run their work inside
 * `withGuestAddress`, so a use counted deep in a service (a view, a download) knows where it came
 * from without every function on the way passing it down.
 */
const storage = onePerProcess(
  "shareLinkGuestAddress",
  () => new AsyncLocalStorage<{ address: string }>(),
);

export function withGuestAddress<T>(address: string, work: () => T): T {
  return storage.run({ address }, work);
}

/** The address the current /s/ request came from; undefined outside one. */
export const currentGuestAddress = (): string | undefined => storage.getStore()?.address;
