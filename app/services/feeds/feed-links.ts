import type { MetaDescriptor } from "@remix-run/node";
import { alternateLink } from "~/utils/head-links";
import { feedPaths } from "./feed-paths";

/**
 * The autodiscovery links of a page that has feeds (home, portfolio, public collection): built by
 * its loader and given to Remix through the route's `meta`, so nothing reaches the page's
 * JavaScript. Paths, not absolute URLs: a reader resolves them against the page, and no Host header
 * can reach them (docs/product.md#security-baseline).
 */
export function feedLinks(pagePath: string, title: string): MetaDescriptor[] {
  const { atom, json } = feedPaths(pagePath);
  return [
    alternateLink({ type: "application/atom+xml", title: `${title} (Atom)`, href: atom }),
    alternateLink({ type: "application/feed+json", title: `${title} (JSON Feed)`, href: json }),
  ];
}
