import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { contentSecurityPolicy } from "~/services/content-security-policy.server";
import { countView } from "~/services/gallery/view-counter.server";
import { SESSION_COOKIE_NAME } from "~/services/session.server";
import { encodeOnce, etagOf, matchesIfNoneMatch, type Encoding } from "./encode.server";
import { inlineScriptHashes } from "./inline-script-hashes.server";
import { pageStore, SHUFFLED_ORDERS, type CachedBody } from "./page-store.server";
import { isCacheCandidate, isPublicResource, PUBLIC_PAGE_MARK } from "./public-routes";
import { renderForCache, type RenderScope } from "./render-scope.server";

/**
 * The public page cache (issue 11, DESIGN §10, docs/decisions/0025-public-page-cache.md): an
 * anonymous GET of a public page or public JSON is answered from a body rendered once,
 * pre-compressed, with a strong ETag — no session lookup, database query or React render. It
 * sits in front of Remix in server.mjs; everything else goes on to Remix untouched.
 */

// Response headers that belong to one response, not to the body kept for many.
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "set-cookie",
  "cache-control",
  "etag",
  "vary",
  "content-security-policy",
  PUBLIC_PAGE_MARK,
]);

/** Shared caches may keep it but must ask again each time; a route's own `public` rule wins. */
const SHARED_CACHE_CONTROL = "public, no-cache";

function sharedCacheControl(response: Response): string {
  const own = response.headers.get("cache-control");
  return own && /\bpublic\b/.test(own) ? own : SHARED_CACHE_CONTROL;
}

/** A request carrying a session cookie is someone's; it never touches the cache. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function isCacheable(pathname: string, response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (/\b(private|no-store)\b/.test(response.headers.get("cache-control") ?? "")) return false;
  return isPublicResource(pathname) || response.headers.get(PUBLIC_PAGE_MARK) === "1";
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

function chooseEncoding(req: ExpressRequest): Encoding {
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  return accepted === "br" || accepted === "gzip" ? accepted : "identity";
}

function send(req: ExpressRequest, res: ExpressResponse, body: CachedBody, state: "HIT" | "MISS") {
  const encoding = chooseEncoding(req);
  for (const [name, value] of body.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", body.cacheControl);
  // Signed-in visitors get another rendering of the same address.
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("ETag", etagOf(body.etag, encoding));
  res.setHeader("X-Cache", state);
  if (matchesIfNoneMatch(req.headers["if-none-match"], body.etag)) {
    res.status(304).end();
    return;
  }
  const bytes = body[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.status(body.status);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** Sends a render the cache did not keep, as Remix would have sent it. */
function sendUncached(req: ExpressRequest, res: ExpressResponse, response: Response, body: Buffer) {
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === PUBLIC_PAGE_MARK) continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.setHeader("X-Cache", "BYPASS");
  res.status(response.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface PublicPageCacheOptions {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Off in development, where every request may bring rebuilt code. */
  enabled: boolean;
}

interface Rendered {
  response: Response;
  body: Buffer;
  kept?: CachedBody;
}

/** Whether the cache may answer this request: an anonymous GET/HEAD of a public address. */
function isForCache(req: ExpressRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    isCacheCandidate(req.path) &&
    !hasSessionCookie(req.headers.cookie)
  );
}

function pickOrder(res: ExpressResponse): number {
  // One draw per request, shared by both halves, so a miss fills the order the visitor drew.
  return ((res.locals.shuffledOrder as number | undefined) ??= Math.floor(
    Math.random() * SHUFFLED_ORDERS,
  ));
}

function countViews(body: CachedBody) {
  for (const view of body.views) countView(view.kind, view.targetId, view.ownerId);
}

/**
 * Two middlewares: the first answers hits, ahead of compression and static files, so a hit costs
 * a Map lookup and one write; the second, just before Remix, renders misses and keeps them.
 */
export function publicPageCache({ build, getLoadContext, enabled }: PublicPageCacheOptions): {
  serveHits: RequestHandler;
  fillMisses: RequestHandler;
} {
  const handle = createRequestHandler(build, "production");
  // Visitors asking for the same body at the same moment share one render.
  const inFlight = new Map<string, Promise<Rendered>>();

  async function render(
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    order: number,
  ): Promise<Rendered> {
    const generation = pageStore.generation;
    const scope: RenderScope = { shuffled: false, views: [] };
    // Rendered from the address alone: no cookie, no header a visitor could vary it by.
    const request = new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${key}`);
    const context = { ...getLoadContext(req, res), cspNonce: undefined, publicRender: true };
    const response = await renderForCache(scope, () => handle(request, context));
    const body = Buffer.from(await response.arrayBuffer());
    if (!isCacheable(req.path, response)) return { response, body };
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!NOT_KEPT.has(name)) headers.push([name, value]);
    }
    const html = isHtml(response);
    if (html) {
      const hashes = inlineScriptHashes(body.toString("utf8"));
      headers.push(["Content-Security-Policy", contentSecurityPolicy({ hashes })]);
    }
    const text = html || /json|text|xml/.test(response.headers.get("content-type") ?? "");
    const kept: CachedBody = {
      status: response.status,
      headers,
      cacheControl: sharedCacheControl(response),
      ...(await encodeOnce(body, text)),
      views: scope.views,
    };
    pageStore.put(key, kept, scope.shuffled ? { order } : null, generation);
    return { response, body, kept };
  }

  const serveHits: RequestHandler = (req, res, next) => {
    if (!enabled || !isForCache(req)) return next();
    const cached = pageStore.get(req.originalUrl, pickOrder(res));
    if (!cached) return next();
    countViews(cached);
    send(req, res, cached, "HIT");
  };

  const fillMisses: RequestHandler = async (req, res, next) => {
    if (!enabled || !isForCache(req)) return next();
    const key = req.originalUrl;
    const order = pickOrder(res);
    try {
      const slot = `${order}:${key}`;
      let rendering = inFlight.get(slot);
      const shared = Boolean(rendering);
      if (!rendering) {
        rendering = render(req, res, key, order).finally(() => inFlight.delete(slot));
        inFlight.set(slot, rendering);
      }
      const rendered = await rendering;
      if (rendered.kept) {
        if (shared) countViews(rendered.kept);
        return send(req, res, rendered.kept, "MISS");
      }
      // Not kept (a redirect, a 404, a login page...): each visitor gets a render of their own.
      if (shared) return next();
      if (isHtml(rendered.response)) {
        const hashes = inlineScriptHashes(rendered.body.toString("utf8"));
        res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes }));
      }
      sendUncached(req, res, rendered.response, rendered.body);
    } catch (error) {
      next(error);
    }
  };

  return { serveHits, fillMisses };
}
