import type { Response as ExpressResponse } from "express";

/**
 * The one Cache-Control of a signed-in read of a public address (a portfolio, /api/templates,
 * sitemap.xml...). The route's own `public, max-age=…` is written for the copy everyone gets
 * signed out; a signed-in render goes through the session (the page's navigation names the
 * reader, the cookie may be renewed), so no shared cache may keep it, and the browser asks again
 * each time so that signing out never leaves a signed-in copy fresh. The few bodies that are the
 * same for everyone cost a signed-in reader one revalidation. A route's `no-store` is stricter
 * still and stays.
 */
export function signedInCacheControl(routes: string | undefined): string {
  return routes && /\bno-store\b/i.test(routes) ? "private, no-store" : "private, no-cache";
}

/**
 * Settles the header as the response's head goes out: Remix appends a route's Cache-Control to
 * what is already set, so deciding beforehand would send two.
 */
export function settleSignedInCacheControl(res: ExpressResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
    const own = this.getHeader("Cache-Control");
    const joined = Array.isArray(own) ? own.join(", ") : own?.toString();
    this.setHeader("Cache-Control", signedInCacheControl(joined));
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
