import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "~/services/gallery/sitemap.server";
import { siteOrigin } from "~/services/site-url.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(await buildSitemap(siteOrigin(request)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
