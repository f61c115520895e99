import type { RequestHandler } from "express";
import { refuse } from "./refusal.server";
import { isSafeMethod } from "./same-origin.server";

export const HOST_NOT_SITE = "This request was sent to a host that is not the site's.";

export interface AddressedRequest {
  method: string;
  origin?: string;
  host?: string;
  forwardedHost?: string;
}

/**
 * The host a request was addressed to as Remix reads it before a page action: the first
 * X-Forwarded-Host, else Host (whatever `trust proxy` says).
 */
export function addressedHost({ host, forwardedHost }: AddressedRequest): string | undefined {
  return forwardedHost?.split(",")[0]?.trim() || host;
}

/**
 * Whether a browser's state-changing request (one with an `Origin`) was addressed to another host
 * than its origin's. The same-origin guard has already checked `Origin` against the site, so this
 * is the site's address reached under another name (127.0.0.1 for localhost, a proxy that rewrites
 * Host): Remix refuses such a page action with an empty 500, so it is refused here first, with a
 * message, for every route alike. Requests without `Origin` (scripts) pass, as Remix lets them.
 */
export function isAddressedElsewhere(request: AddressedRequest): boolean {
  if (isSafeMethod(request.method) || request.origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(request.origin).host;
  } catch {
    return true;
  }
  return addressedHost(request) !== originHost;
}

/** Express middleware: 403 for a browser's post addressed to a host that is not the site's. */
export function siteHostOnly(siteUrl: string | undefined): RequestHandler {
  const site = siteUrl ? new URL(siteUrl).origin : undefined;
  const message = site ? `${HOST_NOT_SITE} Open the site at ${site}.` : HOST_NOT_SITE;
  return (req, res, next) => {
    const request: AddressedRequest = {
      method: req.method,
      origin: req.get("Origin"),
      host: req.get("Host"),
      forwardedHost: req.get("X-Forwarded-Host"),
    };
    if (!isAddressedElsewhere(request)) return next();
    refuse(req, res, 403, message, "host is not the site's", {
      host: addressedHost(request),
      origin: request.origin,
    });
  };
}
