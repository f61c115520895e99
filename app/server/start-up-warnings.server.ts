import type { Config } from "~/config.server";

/**
 * What an operator must hear about at start in production (one line each,
 * docs/product.md#security-baseline): settings that leave the site working but less safe than it
 * should be.
 */
export function startUpWarnings(
  config: Pick<Config, "NODE_ENV" | "SITE_URL"> &
    Partial<Pick<Config, "MONGODB_URI" | "SESSION_SECRET">>,
): string[] {
  if (config.NODE_ENV !== "production") return [];
  const warnings = [];
  if (!config.SITE_URL) {
    warnings.push(
      "WARNING: SITE_URL is unset: pages leave out og:url and og:image, and sitemap.xml and robots.txt are built from each request's Host header and sent private, no-store, and password reset mails carry a path instead of a link. Set SITE_URL to the site's public https URL.",
    );
  } else if (new URL(config.SITE_URL).protocol !== "https:") {
    warnings.push(
      `WARNING: SITE_URL (${config.SITE_URL}) is not https: session cookies are sent without Secure and HSTS is off. Serve the site over https and set SITE_URL to that URL.`,
    );
  }
  // Several processes on one MongoDB (docs/running-well.md) must seal sessions alike.
  if (config.MONGODB_URI && !config.SESSION_SECRET) {
    warnings.push(
      "WARNING: SESSION_SECRET is unset: this process uses a secret generated in its own DATA_DIR. Every process serving the site from this MongoDB needs the same SESSION_SECRET, or sign-ins and Google Photos connections made through one process fail on the others.",
    );
  }
  return warnings;
}
