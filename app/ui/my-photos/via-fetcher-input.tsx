import { useHydrated } from "remix-utils/use-hydrated";
import { VIA_FETCHER, VIA_FIELD } from "./photo-forms";

/** Marks a form as sent by a fetcher; absent from the server-rendered HTML (see VIA_FIELD). */
export function ViaFetcherInput() {
  return useHydrated() ? <input type="hidden" name={VIA_FIELD} value={VIA_FETCHER} /> : null;
}

export function IntentInput({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
