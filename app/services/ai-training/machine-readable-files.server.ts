import { AI_TRAINING_CRAWLERS } from "./ai-crawlers";
import type { ReservedPortfolio } from "./reserved-portfolios.server";

/**
 * robots.txt lines that keep the AI-training crawlers out of each reserved portfolio: its page
 * (with or without a query) and everything under it. `$` ends a pattern (RFC 9309), so `/ana`
 * does not also close `/anabel`. The crawlers share one group (RFC 9309 lets a group name several
 * user agents): the same rules once rather than nine times keeps a large site's file well under
 * the 500 KiB crawlers read.
 */
export function aiCrawlerGroup(portfolios: readonly ReservedPortfolio[]): string[] {
  const rules = portfolios.flatMap((portfolio) =>
    portfolio.paths.flatMap((path) => [
      `Disallow: ${path}$`,
      `Disallow: ${path}?`,
      `Disallow: ${path}/`,
    ]),
  );
  if (!rules.length) return [];
  return ["", ...AI_TRAINING_CRAWLERS.map((agent) => `User-agent: ${agent}`), ...rules];
}

export interface TdmRepRule {
  location: string;
  "tdm-reservation": 1;
  "tdm-policy"?: string;
}

/**
 * `/.well-known/tdmrep.json` (W3C TDM Reservation Protocol, section 3.3): one rule per path
 * pattern of each reserved portfolio — its page, everything under it, and its public media.
 */
export function tdmRepRules(portfolios: readonly ReservedPortfolio[]): TdmRepRule[] {
  return portfolios.flatMap((portfolio) => {
    const locations = [
      ...portfolio.paths.flatMap((path) => [path, `${path}/*`]),
      ...portfolio.mediaFolders.map((folder) => `${folder}/*`),
    ];
    return locations.map((location) => ({
      location,
      "tdm-reservation": 1 as const,
      ...(portfolio.policyUrl ? { "tdm-policy": portfolio.policyUrl } : {}),
    }));
  });
}
