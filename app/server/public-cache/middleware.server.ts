import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { answeringUnavailable } from "~/server/availability/answer-unavailable.server";
import { contentSecurityPolicy } from "~/server/content-security-policy.server";
import { countView } from "~/services/gallery/view-counter.server";
import { logHit } from "~/server/log/logger.server";
import { requestIdFor } from "~/server/log/request-logging.server";
import { SESSION_COOKIE_NAME } from "~/services/session.server";
import { encodeOnce } from "./encode.server";
import { hitRequestHeaders } from "./hit-request.server";
import { inlineScriptHashes } from "./inline-script-hashes.server";
import { sendCached, VARY, writeCached } from "./cached-response.server";
import { pageStore, SHUFFLED_ORDERS, type CachedBody } from "./page-store.server";
import { cacheRulesOf, type CacheRules } from "./cache-rules.server";
import { PUBLIC_PAGE_MARK } from "./public-cache-rule";
import { renderForCache, type RenderScope } from "./render-scope.server";
import { scopeClock } from "./scope-clock";
import { settleSignedInCacheControl } from "./signed-in-reads.server";

/**
 * The public page cache (docs/product.md#where-it-scales,
 * docs/decisions/0026-public-page-cache.md): an anonymous GET of a public page or public JSON is
 * answered from a body rendered once, pre-compressed, with a strong ETag — no session lookup,
 * database query or React render. It sits in front of Remix in server.mjs; everything else goes on
 * to Remix untouched.
 */

// Response headers that belong to one response, not to the body cached for many.
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

function isCacheable(rules: CacheRules, pathname: string, response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (/\b(private|no-store)\b/.test(response.headers.get("cache-control") ?? "")) return false;
  return rules.isPublicResource(pathname) || response.headers.get(PUBLIC_PAGE_MARK) === "1";
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * A render's own answer, as Remix would have sent it: one the cache does not keep, or a cached one
 * whose compressed forms a write made stale before they were stored (the compression middleware
 * encodes it on the way, so it carries no strong validator).
 */
function sendRendered(
  res: ExpressResponse,
  rendered: { status: number; headers: Iterable<[string, string]>; body: Buffer },
  extra: [string, string | string[]][],
) {
  for (const [name, value] of rendered.headers) {
    if (name !== "set-cookie" && name !== PUBLIC_PAGE_MARK) res.setHeader(name, value);
  }
  for (const [name, value] of extra) res.setHeader(name, value);
  res.status(rendered.status);
  res.end(res.req.method === "HEAD" ? undefined : rendered.body);
}

export interface PublicPageCacheOptions {
  /** The build misses render with (in development, until `useBuild` hands over a new one). */
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The client's address as Express's `req.ip` has it (for the hit's log line). */
  clientAddressOf: (req: IncomingMessage) => string | undefined;
  /** True once the server stops: hits close their connection too. */
  isShuttingDown: () => boolean;
}

interface Rendered {
  response: Response;
  body: Buffer;
  /** What the cache keeps of a cacheable render, but its compressed bodies. */
  cacheable?: Omit<CachedBody, "gzip" | "br" | "etag" | "identity" | "identityLength"> & {
    identity: Buffer;
  };
  /** The cached body once compressed and stored (undefined when a write made it stale). */
  stored?: Promise<CachedBody | undefined>;
}

/** What a build gives the cache: the handler misses render with and the routes' rules. */
interface Prepared {
  build: ServerBuild;
  handle: ReturnType<typeof createRequestHandler>;
  rules: CacheRules;
}

function prepare(build: ServerBuild): Prepared {
  // Loaders and actions answer 503 while the database or the object store is away.
  const handle = createRequestHandler(answeringUnavailable(build), "production");
  return { build, handle, rules: cacheRulesOf(build.routes) };
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

const isRead = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

/**
 * Who reads a public address: a visitor (the cache may answer), someone signed in (never from
 * the cache), or null when it is no read of a public address.
 */
function publicReader(rules: CacheRules, req: IncomingMessage): "visitor" | "signed-in" | null {
  if (!isRead(req) || !rules.isCandidate(pathOf(req.url ?? "/"))) return null;
  return hasSessionCookie(req.headers.cookie) ? "signed-in" : "visitor";
}

type WithOrder = IncomingMessage & { shuffledOrder?: number };

const drawOrder = () => Math.floor(Math.random() * SHUFFLED_ORDERS);

/** The order a miss fills: the one its request drew when it looked for a hit. */
const orderOf = (req: IncomingMessage) => (req as WithOrder).shuffledOrder ?? drawOrder();

function countViews(body: Pick<CachedBody, "views">) {
  for (const view of body.views) countView(view.kind, view.targetId, view.ownerId);
}

/**
 * Two halves: `serveHit` answers hits on the bare Node request, before Express (a hit costs a
 * Map lookup, its headers and one write: close to a static file server); `fillMisses`, an Express
 * middleware just before Remix, renders misses and keeps them.
 */
export function publicPageCache({
  build,
  getLoadContext,
  clientAddressOf,
  isShuttingDown,
}: PublicPageCacheOptions): {
  serveHit: (req: IncomingMessage, res: ServerResponse) => boolean;
  fillMisses: RequestHandler;
  useBuild: (build: ServerBuild) => void;
} {
  // The handler misses render with, and the rules hits are keyed by.
  let prepared = prepare(build);

  /** A rebuilt app (development): what was rendered by the old code is dropped. */
  function useBuild(rebuilt: ServerBuild) {
    prepared = prepare(rebuilt);
    pageStore.clear();
  }
  // Visitors asking for the same body at the same moment share one render — unless something
  // public was written since it started (its clock moved): then it may show the old data.
  const inFlight = new Map<string, { since: number; rendering: Promise<Rendered> }>();

  async function render(
    { handle, rules }: Prepared,
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    order: number,
  ): Promise<Rendered> {
    const generation = pageStore.generation;
    // Before anything is read: a write landing during the render makes its body stale.
    const since = scopeClock.start();
    const scope: RenderScope = { shuffled: false, views: [], scopes: new Set() };
    // Rendered from the address alone: no cookie, no header a visitor could vary it by.
    const request = new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${key}`);
    const context = { ...getLoadContext(req, res), cspNonce: undefined, publicRender: true };
    const response = await renderForCache(scope, () => handle(request, context));
    const body = Buffer.from(await response.arrayBuffer());
    if (!isCacheable(rules, req.path, response)) return { response, body };
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!NOT_KEPT.has(name)) headers.push([name, value]);
    }
    const html = isHtml(response);
    const hashes = html ? inlineScriptHashes(body) : [];
    headers.push(["Content-Security-Policy", contentSecurityPolicy({ hashes }, req.path)]);
    const text = html || /json|text|xml/.test(response.headers.get("content-type") ?? "");
    const cacheable = {
      status: response.status,
      headers,
      cacheControl: sharedCacheControl(response),
      identity: body,
      views: scope.views,
      stamp: { since, scopes: [...scope.scopes] },
      pathname: req.path,
    };
    // Compressed once, for the first visitor too (fillMisses), off the event loop.
    const stored = encodeOnce(body, text).then((encoded) => {
      const complete: CachedBody = { ...cacheable, ...encoded };
      pageStore.put(key, complete, scope.shuffled ? { order } : null, generation);
      return generation === pageStore.generation && pageStore.current(complete)
        ? complete
        : undefined;
    });
    return { response, body, cacheable, stored };
  }

  /** Answers a hit and returns true; false leaves the request to Express, untouched. */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isRead(req)) return false;
    const headers = hitRequestHeaders(req);
    if (hasSessionCookie(headers.cookie)) return false;
    // Only public addresses' bodies are ever cached (fillMisses), so finding one is the check.
    const order = drawOrder();
    const cached = pageStore.get(prepared.rules.keyOf(req.url!), order);
    if (!cached) {
      // Kept on the request only for a miss: a property added to every request would change
      // the shape of Node's request objects on the hit path.
      (req as WithOrder).shuffledOrder = order;
      return false;
    }
    const started = performance.now();
    const id = requestIdFor(headers.requestId);
    countViews(cached);
    const asked = { method: req.method, ...headers };
    const status = writeCached(asked, res, cached, id, isShuttingDown());
    // The line Express's request logging writes, for a request that never reached Express.
    logHit({
      id,
      method: req.method,
      url: req.url,
      remoteAddress: clientAddressOf(req),
      userAgent: headers.userAgent,
      statusCode: status,
      responseTime: Math.round(performance.now() - started),
    });
    return true;
  }

  const fillMisses: RequestHandler = async (req, res, next) => {
    const current = prepared;
    const reader = publicReader(current.rules, req);
    if (reader !== "visitor") {
      // Someone's own rendering of a public address: no shared cache may keep it.
      if (reader === "signed-in") {
        settleSignedInCacheControl(res);
        res.setHeader("Vary", "Cookie");
      }
      return next();
    }
    const key = current.rules.keyOf(req.originalUrl);
    const order = orderOf(req);
    try {
      // Waiters take the one render, even of a shuffled page: its order is as random as theirs.
      // A render stays in flight until its body is stored, so no second render starts meanwhile.
      const joined = inFlight.get(key);
      const shared = joined?.since === scopeClock.start();
      let rendering = shared ? joined!.rendering : undefined;
      if (!rendering) {
        rendering = render(current, req, res, key, order);
        const entry = { since: scopeClock.start(), rendering };
        inFlight.set(key, entry);
        const done = () => inFlight.get(key) === entry && inFlight.delete(key);
        rendering.then((r) => (r.stored ? r.stored.then(done, done) : done()), done);
      }
      const rendered = await rendering;
      if (rendered.cacheable) {
        // The render's own visitor gets the bodies compressed for everyone, not a compression of
        // its own on the way (brotli 4 of a 220 KB page: 2 ms of CPU, a tenth of a miss's), at
        // the cost of waiting for them (about as long). See docs/performance.md, "Cold render".
        // Bodies that could not be compressed and cached leave it the page as rendered (below).
        const complete = await rendered.stored?.catch(() => undefined);
        if (shared) countViews(rendered.cacheable);
        // A request that waited for the body's storing did not render anything: a hit.
        if (complete) return sendCached(req, res, complete, shared ? "HIT" : "MISS");
        const { cacheable } = rendered;
        return sendRendered(res, { ...cacheable, body: cacheable.identity }, [
          ["Cache-Control", cacheable.cacheControl],
          ["Vary", VARY],
          ["X-Cache", "MISS"],
        ]);
      }
      // Not cached (a redirect, a 404, a login page...): each visitor gets a render of their own.
      if (shared) return next();
      if (isHtml(rendered.response)) {
        const hashes = inlineScriptHashes(rendered.body);
        res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes }, req.path));
      }
      const { response, body } = rendered;
      const cookies = response.headers.getSetCookie();
      sendRendered(res, { status: response.status, headers: response.headers, body }, [
        ...(cookies.length ? [["Set-Cookie", cookies] as [string, string[]]] : []),
        ["X-Cache", "BYPASS"],
      ]);
    } catch (error) {
      next(error);
    }
  };

  return { serveHit, fillMisses, useBuild };
}
