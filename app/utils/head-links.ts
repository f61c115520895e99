import type { MetaDescriptor } from "@remix-run/node";

/**
 * A `<link rel="alternate">` as a Remix meta descriptor: the same page in another format (a feed,
 * an oEmbed answer). Built by a loader and handed to Remix through the route's `meta`, so the
 * code stays on the server and adds nothing to the page's JavaScript (npm run bench:js).
 * `href` is a path or an absolute URL from SITE_URL, never from the request's Host header
 * (docs/product.md#security-baseline).
 */
export function alternateLink({
  type,
  title,
  href,
}: {
  type: string;
  title: string;
  href: string;
}): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type, title, href };
}
