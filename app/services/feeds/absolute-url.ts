/**
 * A path on the feed's origin; an address that is already absolute (a CDN's) is kept, as the
 * pages' social cards keep it (app/ui/social-meta.ts).
 */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`;
}
