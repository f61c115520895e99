import type { Config } from "~/config.server";

/**
 * What an operator must hear about at start in production (one line each, DESIGN §9): settings
 * that leave the site working but less safe than it should be.
 */
export function startUpWarnings(config: Pick<Config, "NODE_ENV" | "SITE_URL">): string[] {
  if (config.NODE_ENV !== "production") return [];
  if (!config.SITE_URL) {
    return [
      "WARNING: SITE_URL is unset: pages leave out og:url and og:image, and sitemap.xml and robots.txt are built from each request's Host header and sent private, no-store. Set SITE_URL to the site's public https URL.",
    ];
  }
  if (new URL(config.SITE_URL).protocol !== "https:") {
    return [
      `WARNING: SITE_URL (${config.SITE_URL}) is not https: session cookies are sent without Secure and HSTS is off. Serve the site over https and set SITE_URL to that URL.`,
    ];
  }
  return [];
}
