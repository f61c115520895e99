import { useFetcher } from "@remix-run/react";
import { useFetcherResult } from "~/ui/my-photos/use-fetcher-result";
import { toast } from "~/ui/toast-store";
import type { InsightsActionData } from "./insights-forms";

type Intent = InsightsActionData["intent"];
type DataFor<I extends Intent> = Extract<InsightsActionData, { intent: I }>;

/**
 * One of the tab's two forms: a fetcher with JavaScript (result in place, toast in the toaster),
 * a plain post without it (the action's data renders the same result).
 */
export function useInsightForm<I extends Intent>(intent: I, actionData?: InsightsActionData) {
  const fetcher = useFetcher<DataFor<I>>({ key: `ai-insights-${intent}` });
  useFetcherResult(fetcher, (answer) => {
    if (answer.toast) toast(answer.toast);
  });
  const fromPost = actionData?.intent === intent ? (actionData as DataFor<I>) : undefined;
  return {
    fetcher,
    answer: (fetcher.data as DataFor<I> | undefined) ?? fromPost,
    busy: fetcher.state !== "idle",
  };
}
