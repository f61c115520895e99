import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "~/server/log/logger.server";
import { NonceContext } from "./ui/nonce";
import { provideServerParts } from "./ui/server-parts";
import * as serverParts from "./ui/server-parts.server";
import { PUBLIC_PAGE_MARK, publicCacheRuleOf } from "~/server/public-cache/public-cache-rule";
import { tdmHeadersForPage } from "./services/ai-training/page-tdm-headers.server";

// The Express server (server.mjs) starts and stops the app through these.
export { bootstrap, shutdown, stopBackgroundWork } from "~/server/bootstrap.server";
export { config } from "./config.server";
export { answeringUnavailable } from "~/server/availability/answer-unavailable.server";
export { readiness } from "~/server/health.server";
export { requestGuards } from "~/server/request-guards/index.server";
export { apiTokenGate } from "~/server/api-tokens/token-gate.server";
export { logger } from "~/server/log/logger.server";
export { contentSecurityPolicy } from "~/server/content-security-policy.server";
export { securityHeaders } from "~/server/security-headers.server";
export { shareLinkHeaders } from "~/server/share-link-headers.server";
export { publicPageCache } from "~/server/public-cache/middleware.server";
export { sendConsoleToLogger } from "~/server/log/console.server";
export { requestLogging } from "~/server/log/request-logging.server";

// What the server renders at once and the browser loads on demand (ADR 58): handed over before
// any render, from the one module Remix never sends to the browser.
provideServerParts(serverParts);

const ABORT_DELAY = 5_000;

/**
 * An error a loader or action threw (not a Response) or rendering hit: one JSON line with the
 * request's id — from the load context, as the log context may not reach here — so the line
 * can be found next to the request's own. Neither a request the client gave up on nor a 4xx
 * (a URL no route matches) is a server error; the request's own line tells them.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const reqId = (context as AppLoadContext).requestId;
  logger.error({ err: error, ...(reqId ? { reqId } : {}) }, "Unexpected server error");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Bots and no-JS clients get the whole document at once; browsers get it streamed. So does the
  // public page cache, which keeps the whole document.
  const waitForAll = loadContext.publicRender || isbot(request.headers.get("user-agent") ?? "");
  // Only a page whose route declares a public cache rule may be cached for every visitor.
  const leafMatch = remixContext.staticHandlerContext.matches.at(-1);
  const leaf = leafMatch?.route.id;
  if (loadContext.publicRender && leaf && publicCacheRuleOf(remixContext.routeModules[leaf]))
    responseHeaders.set(PUBLIC_PAGE_MARK, "1");
  // A photographer's AI-training reservation goes with their pages, kept by the cache with them.
  for (const [name, value] of await tdmHeadersForPage(leaf, leafMatch?.params ?? {}))
    responseHeaders.set(name, value);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "Rendering the page failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
