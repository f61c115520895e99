// The production (and dev) HTTP server: Express in front of the Remix request handler.
// Configuration is validated inside the app build (app/config.server.ts); this file only wires
// HTTP concerns: compression, static caching, logging, security headers and the client address.
// Rate limits live in the app, on what each action handles (docs/decisions/0012-…).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

installGlobals({ nativeFetch: true });

const root = path.dirname(fileURLToPath(import.meta.url));
const BUILD_PATH = path.join(root, "build", "index.js");
const production = process.env.NODE_ENV === "production";

async function loadBuild() {
  // A fresh URL each time lets `remix dev` hand us rebuilt code without restarting.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`);
}

let build;
try {
  build = await loadBuild();
  await build.entry.module.bootstrap();
} catch (error) {
  if (error?.name === "ConfigError" || String(error?.message).startsWith("Invalid configuration")) {
    console.error(error.message);
  } else {
    console.error("Viewfinder could not start:", error);
  }
  process.exit(1);
}
const config = build.entry.module.config();

const app = express();
app.disable("x-powered-by");
// A hop count, never `true`: X-Forwarded-For is believed for exactly TRUST_PROXY proxies (0: the
// socket's address). req.ip reaches the app in the load context as `clientAddress`.
app.set("trust proxy", config.TRUST_PROXY);

app.use((req, res, next) => {
  // Per-request nonce: inline scripts run only when the server rendered them (DESIGN §9).
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  const scriptSources = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  if (config.ANALYTICS_SCRIPT_URL) scriptSources.push(new URL(config.ANALYTICS_SCRIPT_URL).origin);
  const connectSources = [`'self'`];
  if (!production) connectSources.push("ws:");
  if (config.ANALYTICS_SCRIPT_URL) connectSources.push(new URL(config.ANALYTICS_SCRIPT_URL).origin);
  res.setHeader(
    "Content-Security-Policy",
    [
      `default-src 'self'`,
      `script-src ${scriptSources.join(" ")}`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob: https:`,
      `font-src 'self' data:`,
      `connect-src ${connectSources.join(" ")}`,
      `frame-ancestors 'none'`,
      `base-uri 'self'`,
      `object-src 'none'`,
      `form-action 'self'`,
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (config.secureCookies)
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// A refusal sent before an upload's body was read (413, 401...) must close the connection: the
// unread bytes would otherwise stall a keep-alive client until it times out.
app.use((req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
});

app.use(compression());

// Fingerprinted build assets never change under the same name: cache them for a year.
app.use(
  "/build",
  express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));

app.use(morgan(production ? "combined" : "dev", { skip: (req) => req.path === "/healthz" }));

// Cross-origin posts (403) and oversized bodies (413) stop here, before any route reads a byte.
app.use(build.entry.module.requestGuards(config));

const remixHandler = (currentBuild) =>
  createRequestHandler({
    build: currentBuild,
    mode: production ? "production" : "development",
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.ip }),
  });

if (production) {
  app.all("*", remixHandler(build));
} else {
  // In development, reload the build on each request so `remix dev --manual` edits apply.
  app.all("*", async (req, res, next) => {
    try {
      build = await loadBuild();
      return remixHandler(build)(req, res, next);
    } catch (error) {
      next(error);
    }
  });
}

const server = app.listen(config.PORT, () => {
  console.log(
    `Viewfinder listening on http://localhost:${config.PORT} (${JSON.stringify(config.engines)})`,
  );
  if (!production) broadcastDevReady(build);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(async () => {
      await build.entry.module.shutdown?.();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
