import type { LoaderFunctionArgs } from "@remix-run/node";
import { originForResponse } from "~/services/site-url.server";

/** robots.txt: portfolios are for everyone; account and API pages are not for crawlers. */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin, cacheControl } = originForResponse(request, "public, max-age=3600");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /my-photos",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /onboarding",
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
