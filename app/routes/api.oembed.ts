import type { LoaderFunctionArgs } from "@remix-run/node";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";
import { parseLimit } from "~/services/oembed/fit-size";
import { CONTENT_TYPES, parseFormat, serializeOEmbed } from "~/services/oembed/oembed-format";
import { oembedAnswer } from "~/services/oembed/oembed.server";
import { parseOEmbedTarget } from "~/services/oembed/oembed-target";
import { originForResponse } from "~/services/site-url.server";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md),
// keyed by the parameters it reads. Its render notes the photographer's scope (findPortfolioOwner,
// permalinkData), so a photo made private or a collection unlisted drops it at once
// (docs/decisions/0051-scoped-cache-invalidation.md); no max-age lets another cache keep it longer.
export const publicCache: PublicCacheRule = { params: ["url", "format", "maxwidth", "maxheight"] };

const plain = (status: number, message: string, cacheControl: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });

/**
 * GET /api/oembed?url=…&format=json|xml&maxwidth=&maxheight= (docs/decisions/0070-oembed-and-embeds.md):
 * a photo page's image or a public collection's embeddable view, for sites that embed them.
 * Absolute URLs come from SITE_URL; without it they are the request's own origin, answered
 * `private, no-store` so no shared cache keeps a forged Host's (site-url.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const { origin, cacheControl } = originForResponse(request, "public, no-cache");
  const format = parseFormat(query.get("format"));
  if (!format) return plain(501, "format must be json or xml.", cacheControl);
  const maxWidth = parseLimit(query.get("maxwidth"));
  const maxHeight = parseLimit(query.get("maxheight"));
  if (maxWidth === "invalid" || maxHeight === "invalid") {
    return plain(400, "maxwidth and maxheight must be positive whole numbers.", cacheControl);
  }
  const target = parseOEmbedTarget(query.get("url"), origin);
  if (target === "missing")
    return plain(400, "url is required: a page of this site.", cacheControl);
  if (target === "invalid") return plain(400, "url must be an http or https URL.", cacheControl);
  // Someone else's page, or an address of ours with nothing to embed: the spec's "no response".
  if (typeof target === "string") return plain(404, "No embeddable page at url.", cacheControl);
  // A private photo or collection answers as a missing one: the spec's 401 would tell a stranger
  // it exists (docs/product.md#security-baseline).
  const fields = await oembedAnswer(target, { maxWidth, maxHeight }, origin);
  if (!fields) return plain(404, "No embeddable page at url.", cacheControl);
  return new Response(serializeOEmbed(fields, format), {
    headers: { "Content-Type": CONTENT_TYPES[format], "Cache-Control": cacheControl },
  });
}
