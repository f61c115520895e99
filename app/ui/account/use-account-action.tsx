import { useActionData, useFetcher } from "@remix-run/react";
import type { AccountActionResult } from "~/services/account/account-view";
import type { AccountIntent, AccountTab } from "~/utils/account-schemas";

/** Where a form of `tab` posts: the page's action, keeping the tab for the page rendered after it. */
export const accountAction = (tab: AccountTab) => `/account?tab=${tab}`;

/**
 * A form's fetcher and its last answer. With JavaScript the answer is the fetcher's; without it
 * the form posted the whole page, and the answer is the page's action data for this intent.
 */
export function useAccountAction(intent: AccountIntent) {
  const fetcher = useFetcher<AccountActionResult>({ key: intent });
  const pageResult = useActionData<AccountActionResult>();
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  return { fetcher, result, busy: fetcher.state !== "idle" };
}

export function IntentInput({ intent }: { intent: AccountIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}
