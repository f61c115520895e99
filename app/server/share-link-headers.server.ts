import type { RequestHandler } from "express";
import { SHARE_HEADERS, isSharePath } from "~/services/share-links/link-paths";

/**
 * Express middleware (server.mjs): every answer under /s/ leaves with exactly the share link
 * headers (docs/decisions/0063-share-links.md) — pages, images, downloads, 404s, refusals and
 * errors alike, whatever a route or the store set. Set as the head is written, so they replace
 * (rather than join) a route's own values: Remix's adapter appends its headers to those set before.
 */
export function shareLinkHeaders(): RequestHandler {
  return (req, res, next) => {
    if (!isSharePath(req.path)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent) for (const [name, value] of SHARE_HEADERS) res.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
