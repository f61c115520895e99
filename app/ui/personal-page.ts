import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` export of every page that shows one signed-in person's data: the account,
 * my photos (and bulk upload), onboarding, and the admin dashboard, whose tabs inherit it. No
 * cache may keep them, as with the personal JSON API. Remix applies it to the document and to
 * the page's `.data` requests alike; cookies set by the loader or action still go out, and so
 * does an action's `Retry-After` (a refusal that says when to try again).
 */
export const personalPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return {
    "Cache-Control": "private, no-store",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};
