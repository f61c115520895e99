import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "~/services/gallery/sitemap.server";
import { originForResponse } from "~/services/site-url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { origin, cacheControl } = originForResponse(request, "public, max-age=600");
  return new Response(await buildSitemap(origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl },
  });
}
