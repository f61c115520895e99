import type { Request, RequestHandler } from "express";
import { refuse } from "./refusal.server";

export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed.";

// Methods that change nothing (RFC 9110 §9.2.1); every other one is checked.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

export interface RequestSource {
  method: string;
  /** The `Origin` header, if any. */
  origin?: string;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite?: string;
  /** The site's own origin, e.g. `https://photos.example`. */
  siteOrigin: string;
}

/**
 * A page whose referrer policy is `no-referrer` (a share link's, ADR 63) makes the browser send
 * `Origin: null` with its own form posts (the Fetch standard's origin serialisation); the
 * browser's `Sec-Fetch-Site`, which no referrer policy changes and no page can set, still says
 * the post is the site's own.
 */
export const isOwnNullOrigin = ({
  origin,
  secFetchSite,
}: Omit<RequestSource, "method" | "siteOrigin">) =>
  origin?.trim() === "null" && secFetchSite?.trim().toLowerCase() === "same-origin";

/**
 * Whether a state-changing request comes from another origin (docs/product.md#security-baseline).
 * Browsers send `Origin` or `Sec-Fetch-Site` (usually both) with every cross-origin post, so either
 * one naming another origin refuses it. `same-site` is another origin too (another port or
 * subdomain); `none` is the user's own doing (address bar, bookmark). Requests with neither header
 * come from scripts and servers, which carry no visitor's cookies to abuse.
 */
export function isCrossOrigin({ method, origin, secFetchSite, siteOrigin }: RequestSource) {
  if (isSafeMethod(method)) return false;
  const site = secFetchSite?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") return true;
  if (origin === undefined) return false;
  if (isOwnNullOrigin({ origin, secFetchSite })) return false;
  // Any other `Origin: null` (sandboxed frames, data: pages, cross-site redirects, each of which
  // also says cross-site or nothing) is no origin of ours.
  const theirs = normalisedOrigin(origin);
  return theirs === null || theirs !== normalisedOrigin(siteOrigin);
}

function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The origin the server answers as: SITE_URL when configured, else the request's own scheme and
 * host, read as Express reads them (`trust proxy` decides whether X-Forwarded-* count).
 */
export function siteOriginOf(req: Request, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const trusted = req.app.get("trust proxy fn") as (address: unknown, hop: number) => boolean;
  const forwarded = req.get("X-Forwarded-Host");
  const host =
    forwarded && trusted(req.socket.remoteAddress, 0)
      ? forwarded.split(",")[0]!.trim()
      : (req.get("Host") ?? "");
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return "null";
  }
}

/** Express middleware: 403 for a state-changing request from another origin, before any app code. */
export function sameOriginOnly(siteUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    const source: RequestSource = {
      method: req.method,
      origin: req.get("Origin"),
      secFetchSite: req.get("Sec-Fetch-Site"),
      siteOrigin: siteOriginOf(req, siteUrl),
    };
    if (isCrossOrigin(source)) {
      return refuse(req, res, 403, CROSS_SITE_REFUSED, "another origin", {
        origin: source.origin ?? null,
        secFetchSite: source.secFetchSite ?? null,
      });
    }
    // Accepted as the site's own, a post's `Origin: null` names no host, yet the host guard and
    // Remix's own check of a page action compare it with the Host as if it did, and refuse the
    // post (403, an empty 500). Dropped, the post reaches them as what it is (ADR 66).
    if (!isSafeMethod(req.method) && isOwnNullOrigin(source)) delete req.headers.origin;
    next();
  };
}
