import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger } from "./logger.server";
import { runWithRequestContext } from "./request-context.server";

// A proxy's id is kept so one request can be followed through both logs; anything else a
// client sends there (long, or with characters a log reader would trip on) is replaced.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: a safe incoming X-Request-Id, else a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

// Probes ask every few seconds; a line each would bury the requests people make.
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

type Request = IncomingMessage & { id?: unknown; ip?: string; originalUrl?: string };

/**
 * The Express middleware server.mjs installs (docs/decisions/0022-structured-logs.md): one JSON
 * line per request when its response ends (method, URL, status, time, request id), the id sent
 * back as X-Request-Id, and the rest of the request run with that id in its log context.
 * Headers are not logged at all: cookies and Authorization never reach the log.
 */
export function requestLogging() {
  const http = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customProps: (req: IncomingMessage) => ({ reqId: (req as Request).id }),
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? "").split("?")[0]!) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      req: (req: { id: unknown; method: string; url: string; raw: Request }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        // Express's req.ip: the client, not the proxy, when TRUST_PROXY says so.
        remoteAddress: req.raw.ip,
        userAgent: req.raw.headers["user-agent"],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    http(req, res, () => runWithRequestContext({ requestId: String((req as Request).id) }, next));
}
