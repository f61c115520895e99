import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` export of a public form page whose action may refuse with a wait: the action's
 * `Retry-After` reaches the page's answer too, with or without JavaScript.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};
