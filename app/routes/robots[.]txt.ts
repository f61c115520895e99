import type { LoaderFunctionArgs } from "@remix-run/node";
import { aiCrawlerGroup } from "~/services/ai-training/machine-readable-files.server";
import { reservedPortfolios } from "~/services/ai-training/reserved-portfolios.server";
import { originForResponse } from "~/services/site-url.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * robots.txt: portfolios are for everyone; account and API pages are not for crawlers. Portfolios
 * reserved from AI training are closed to the AI-training crawlers only, in a group of their own,
 * so search engines read the `*` group alone (docs/decisions/0047-ai-training-reservation.md).
 * The public page cache keeps it until a public write (a preference, a username) empties it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { origin, cacheControl } = originForResponse(request, "public, max-age=3600");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /my-photos",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /onboarding",
    ...aiCrawlerGroup(await reservedPortfolios()),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cacheControl,
    },
  });
}
