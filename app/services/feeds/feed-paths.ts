/** The two feeds of a public page (docs/decisions/0069-feeds.md): `/feed.atom` beside `/`. */
export function feedPaths(pagePath: string): { atom: string; json: string } {
  const base = pagePath.replace(/\/$/, "");
  return { atom: `${base}/feed.atom`, json: `${base}/feed.json` };
}

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
export const JSON_FEED_CONTENT_TYPE = "application/feed+json; charset=utf-8";
