// @ts-check
// The production (and dev) HTTP server: Express in front of the Remix request handler.
// Configuration is validated inside the app build (app/config.server.ts); this file only wires
// HTTP concerns: compression, static caching, logging, security headers and the client address.
// Every line it writes is JSON, through the app's logger (docs/decisions/0022-structured-logs.md).
// Rate limits live in the app, on what each action handles (docs/decisions/0012-…).
import { randomBytes } from "node:crypto";
import { watch } from "node:fs";
import { stat } from "node:fs/promises";
import v8 from "node:v8";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import proxyaddr from "proxy-addr";

// No installGlobals: Node 24's own fetch, Request, Response, Headers, FormData and File serve
// Remix. Its `nativeFetch` option installs the separate `undici` package instead, whose fetch
// fails against Node 24's built-in dispatcher ("invalid content-length header": ADR 35).

// V8 moves an allocation site's objects straight to the old generation once most of them have
// survived a collection. Loading a large embedded database at start taught it that for sites
// the request path shares, after which every cached page's short-lived objects were tenured:
// young collections took 5 ms instead of 0.6, and a process holding 2,000 photos answered a
// fifth fewer cached pages (docs/decisions/0026-public-page-cache.md). Set before the build
// loads, so no decision has been taken yet.
v8.setFlagsFromString("--no-allocation-site-pretenuring");

const root = path.dirname(fileURLToPath(import.meta.url));
const BUILD_PATH = path.join(root, "build", "index.js");
const production = process.env.NODE_ENV === "production";

/**
 * The build, typed by what this file uses of it (app/server-api.ts).
 * @returns {Promise<import("./app/server-api").AppServerBuild>}
 */
async function loadBuild() {
  // A fresh URL each time lets `remix dev` hand us rebuilt code without restarting.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`);
}

// Until the build (and so the logger) has loaded, a failure is still one JSON line.
const startLogger = {
  /** @param {string | { err?: Error }} fields @param {string} [msg] */
  fatal(fields, msg) {
    const line = typeof fields === "string" ? { msg: fields } : { err: fields.err?.stack, msg };
    process.stderr.write(`${JSON.stringify({ level: "fatal", time: new Date(), ...line })}\n`);
  },
};

/** @type {import("./app/server-api").AppServerBuild | undefined} */
let loading;
try {
  loading = await loadBuild();
  loading.entry.module.sendConsoleToLogger();
  await loading.entry.module.bootstrap();
} catch (caught) {
  const error = /** @type {Error} */ (caught);
  const log = loading?.entry.module.logger ?? startLogger;
  const explained = ["ConfigError", "DataDirLockedError"].includes(error?.name);
  if (explained || String(error?.message).startsWith("Invalid configuration")) {
    log.fatal(error.message);
  } else {
    log.fatal({ err: error }, "Viewfinder could not start");
  }
  process.exit(1);
}
let build = loading;
const config = build.entry.module.config();
const logger = build.entry.module.logger;

// Set on SIGTERM/SIGINT: from then on /readyz answers 503 and every response closes its
// connection, so load balancers and keep-alive clients move to another process.
let shuttingDown = false;

const app = express();
app.disable("x-powered-by");
// A hop count, never `true`: X-Forwarded-For is believed for exactly TRUST_PROXY proxies (0: the
// socket's address). req.ip reaches the app in the load context as `clientAddress`.
app.set("trust proxy", config.TRUST_PROXY);

app.use((req, res, next) => {
  // Per-request nonce: inline scripts run only when the server rendered them
  // (docs/product.md#security-baseline). A page from the public page cache replaces this policy
  // with one naming its scripts' hashes.
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  const csp = build.entry.module.contentSecurityPolicy({ nonce }, req.path);
  res.setHeader("Content-Security-Policy", csp);
  for (const [name, value] of build.entry.module.securityHeaders(req.path)) {
    res.setHeader(name, value);
  }
  next();
});

// Every answer under a share link (/s/) leaves unindexed, unstored and without a Referer
// (docs/decisions/0063-share-links.md), whatever the route set.
app.use(build.entry.module.shareLinkHeaders());

// A refusal sent before an upload's body was read (413, 401...) must close the connection: the
// unread bytes would otherwise stall a keep-alive client until it times out.
app.use((req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {any[]} */ ...args) {
      if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(res, /** @type {any} */ (args));
    }
  );
  next();
});

// Readiness (docs/product.md#configuration, docs/decisions/0021-running-well.md): whether this
// process can serve now — the database and the object store answer, and it is not shutting down.
// Never cached.
app.get("/readyz", async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  if (shuttingDown) {
    res.status(503).json({ ok: false, status: "shutting down", failing: [], checks: {} });
    return;
  }
  try {
    const report = await build.entry.module.readiness();
    res.status(report.ok ? 200 : 503).json(report);
  } catch (error) {
    logger.error({ err: error }, "Readiness check failed");
    res.status(503).json({ ok: false, status: "unavailable" });
  }
});

app.use((req, res, next) => {
  if (shuttingDown) res.setHeader("Connection", "close");
  next();
});

// One JSON line per request (probes left out), with its id; the id comes back as X-Request-Id.
app.use(build.entry.module.requestLogging());

// Cross-origin posts (403) and oversized bodies (413) stop here, before any route reads a byte.
app.use(build.entry.module.requestGuards(config));

// Personal access tokens (docs/decisions/0068-personal-access-tokens.md): a request with
// `Authorization: Bearer …` goes on only with a live token, to a route that accepts one for its
// method, with the scope it needs; its owner is then the request's user.
const tokenGate = build.entry.module.apiTokenGate(build);
app.use(tokenGate);

/** @type {(req: import("express").Request, res: import("express").Response) => import("@remix-run/node").AppLoadContext} */
const getLoadContext = (req, res) => ({
  cspNonce: res.locals.cspNonce,
  clientAddress: req.ip,
  requestId: String(req.id),
});

// Visitors' public pages and JSON from rendered, pre-compressed bodies
// (docs/product.md#where-it-scales): hits are answered before Express (see the server below,
// and docs/decisions/0057-cache-rules-on-the-routes.md for why there); misses are rendered just
// before Remix. On in development too, so a page that reads a query
// parameter its route does not declare shows the same there as in production.
const pageCache = build.entry.module.publicPageCache({
  build,
  getLoadContext,
  // Express's own rule (req.ip); with no proxy trusted it is the socket's address, read without
  // parsing X-Forwarded-For (which would build req.headers on every hit).
  clientAddressOf:
    config.TRUST_PROXY === 0
      ? (req) => req.socket.remoteAddress
      : (req) => proxyaddr(req, app.get("trust proxy fn")),
  isShuttingDown: () => shuttingDown,
});

app.use(compression());

// Fingerprinted build assets never change under the same name: cache them for a year. Scripts
// and stylesheets go out as the build compressed them (scripts/compress-build-assets.mjs);
// Content-Encoding set, the compression middleware leaves them alone.
app.use(
  "/build",
  expressStaticGzip(path.join(root, "public", "build"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y" },
  }),
);
// The other public files (favicon.svg...) all have an extension: other paths skip the disk.
const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h" });
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

app.use(pageCache.fillMisses);

// Loaders and actions answer 503 while the database or the object store is away. One handler
// per build: in development a rebuilt one replaces it.
/** @type {WeakMap<import("./app/server-api").AppServerBuild, import("express").RequestHandler>} */
const handlers = new WeakMap();
/** @param {import("./app/server-api").AppServerBuild} currentBuild */
function remixHandler(currentBuild) {
  let handler = handlers.get(currentBuild);
  if (!handler) {
    handler = createRequestHandler({
      build: currentBuild.entry.module.answeringUnavailable(currentBuild),
      mode: production ? "production" : "development",
      getLoadContext,
    });
    handlers.set(currentBuild, handler);
  }
  return handler;
}

app.all("*", (req, res, next) => remixHandler(build)(req, res, next));

// A hit of the public page cache is answered on the bare request; everything else is Express's.
/** @type {import("node:http").RequestListener} */
const answer = (req, res) => {
  if (!pageCache.serveHit(req, res)) app(req, res);
};

// In development `remix dev --manual` rewrites the build as code is edited: it is loaded again
// (and the page cache, finding a new build, starts empty) when the file changes, and at the
// latest by the next request, before anything answers; then `remix dev` is told it is ready.
let buildWritten = production ? 0 : (await stat(BUILD_PATH)).mtimeMs;
let reloading = Promise.resolve();
// One reload at a time: the watcher and a request may both notice the same rebuild.
const reloadIfRebuilt = () => (reloading = reloading.then(reloadOnce));
async function reloadOnce() {
  try {
    const written = (await stat(BUILD_PATH)).mtimeMs;
    if (written === buildWritten) return;
    const rebuilt = await loadBuild();
    // The watcher may fire while the file is still being written: wait for a whole build.
    if (!rebuilt.routes) return;
    build = rebuilt;
    buildWritten = written;
    pageCache.useBuild(build);
    tokenGate.useBuild(build);
    broadcastDevReady(build);
  } catch (error) {
    logger.error({ err: error }, "The rebuilt app could not be loaded");
  }
}
if (!production) {
  watch(path.dirname(BUILD_PATH), (event, file) => {
    if (file === path.basename(BUILD_PATH)) void reloadIfRebuilt();
  });
}

const server = createServer(
  production ? answer : (req, res) => void reloadIfRebuilt().then(() => answer(req, res)),
);
server.listen(config.PORT, () => {
  logger.info(
    { port: config.PORT, engines: config.engines },
    `Viewfinder listening on http://localhost:${config.PORT}`,
  );
  // Lines go out in batches (app/server/log/logger.server.ts); the start's go out now.
  logger.flush();
  if (!production) broadcastDevReady(build);
});

// Graceful stop (docs/decisions/0021-running-well.md): no new connections; requests in flight
// (an upload still sending its body included) finish within DRAIN_MS; the import worker gives
// its job back; then the database is closed and the process exits 0. Past DRAIN_MS the
// remaining connections are cut; past HARD_STOP_MS the process exits 1 whatever it waits for.
const DRAIN_MS = 25_000;
const HARD_STOP_MS = DRAIN_MS + 5_000;

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  shuttingDown = true;
  logger.info(
    `${signal}: stopping — finishing the requests in flight (up to ${DRAIN_MS / 1000} s)`,
  );
  setTimeout(() => {
    logger.error(`Viewfinder did not stop within ${HARD_STOP_MS / 1000} s: exiting now`);
    process.exit(1);
  }, HARD_STOP_MS).unref();
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const cut = setTimeout(() => {
    logger.warn(`Requests still in flight after ${DRAIN_MS / 1000} s: closing their connections`);
    server.closeAllConnections();
  }, DRAIN_MS);
  cut.unref();
  const background = build.entry.module
    .stopBackgroundWork()
    .catch((error) => logger.error({ err: error }, "The import worker did not stop cleanly"));
  await drained;
  clearTimeout(cut);
  try {
    await background;
    await build.entry.module.shutdown();
  } catch (error) {
    logger.error({ err: error }, "Viewfinder could not close cleanly");
    process.exit(1);
  }
  logger.info("Viewfinder stopped");
  process.exit(0);
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    // A second signal (Ctrl-C twice) means "now".
    if (shuttingDown) process.exit(1);
    void stop(signal);
  });
}
