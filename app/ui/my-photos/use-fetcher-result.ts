import { useEffect, useRef } from "react";
import type { ActionResult } from "./photo-forms";

interface FetcherLike {
  state: "idle" | "loading" | "submitting";
  data?: unknown;
}

/** Calls `onResult` once per answer, when the fetcher has settled (after any revalidation). */
export function useFetcherResult(fetcher: FetcherLike, onResult: (result: ActionResult) => void) {
  const handled = useRef<unknown>(undefined);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data as ActionResult);
  }, [fetcher.state, fetcher.data]);
}
