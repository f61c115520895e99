import { configuredOrigin } from "~/services/site-url.server";

/**
 * The oEmbed discovery links of a page (docs/decisions/0070-oembed-and-embeds.md), as meta
 * descriptors its loader returns: written on the server, so the page's JavaScript does not grow.
 * Both hold absolute URLs, so, like og:url, they need SITE_URL: a cached page must not carry a
 * Host header someone sent (docs/product.md#security-baseline).
 */
export function oembedDiscovery(pagePath: string, title: string) {
  const origin = configuredOrigin();
  if (!origin) return [];
  const endpoint = (format: "json" | "xml") =>
    `${origin}/api/oembed?${new URLSearchParams({ url: `${origin}${pagePath}`, format })}`;
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/json+oembed",
      href: endpoint("json"),
      title,
    },
    { tagName: "link", rel: "alternate", type: "text/xml+oembed", href: endpoint("xml"), title },
  ] as const;
}
