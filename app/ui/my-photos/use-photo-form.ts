import { useActionData, useFetcher } from "@remix-run/react";
import type { ActionResult, Intent } from "./photo-forms";

/**
 * The fetcher of a dialog form and the answer to show in it: the fetcher's with JavaScript,
 * else the page's action data after a plain post (only when it answered this form's intent).
 */
export function usePhotoForm(key: string, intent: Intent) {
  const fetcher = useFetcher<ActionResult>({ key });
  const actionData = useActionData<ActionResult>();
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  return { fetcher, result, busy: fetcher.state !== "idle" };
}
