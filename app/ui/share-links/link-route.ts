import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { withShareHeaders } from "~/services/share-links/link-paths";

/**
 * The `headers` export of the /s/ pages (docs/decisions/0063-share-links.md): the answer of a
 * loader, an action or a thrown 404 keeps its own headers (Set-Cookie, Retry-After), always
 * with the share link headers over them.
 */
export const shareLinkHeaders: HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const merged = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name.toLowerCase() === "set-cookie") merged.append(name, value);
      else merged.set(name, value);
    });
  }
  return withShareHeaders(merged);
};

/** No /s/ page is indexed or tells another site its address (link-paths.ts SHARE_HEADERS). */
export const shareLinkMeta = (title: string): MetaDescriptor[] => [
  { title },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];
