import type { RequestHandler } from "express";
import { refuse } from "./refusal.server";

/**
 * The methods the app answers at all: loaders serve GET and HEAD, actions the rest. Remix runs a
 * loader for OPTIONS (or fails when a resource route has none), and the site offers no CORS, so
 * OPTIONS and every other method stop here. A route refuses the handled methods it does not serve
 * itself, naming its own `Allow` (requireMethod in app/services/http.server.ts).
 */
export const HANDLED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

const HANDLED: ReadonlySet<string> = new Set(HANDLED_METHODS);

export const methodNotAllowed = (method: string) =>
  `${method} is not allowed: this server answers ${HANDLED_METHODS.join(", ")}.`;

/** Express middleware: 405 with `Allow` for a method no route answers. */
export function knownMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (HANDLED.has(req.method)) return next();
    res.setHeader("Allow", HANDLED_METHODS.join(", "));
    // Node's parser only lets known method names through, so the name is safe to echo.
    refuse(req, res, 405, methodNotAllowed(req.method), "method no route answers");
  };
}
