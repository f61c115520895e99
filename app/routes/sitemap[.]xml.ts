import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "~/services/gallery/sitemap.server";
import { originForResponse } from "~/services/site-url.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { origin, cacheControl } = originForResponse(request, "public, max-age=600");
  return new Response(await buildSitemap(origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl },
  });
}
