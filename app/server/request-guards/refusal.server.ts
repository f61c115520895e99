import type { Request, Response } from "express";
import { logger } from "~/server/log/logger.server";

// How long, and how much, a refused request's remaining body is read and dropped after the answer.
const LINGER_MS = 1_000;
const LINGER_BYTES = 32 * 1024 * 1024;

/**
 * Answers a request the guards refuse before the app sees it: JSON `{message}` for the API and for
 * scripts, a short page for a browser's own form post. The connection then closes, so the rest of
 * the body is never read in full. A warning line says why, for the operator: the request's own
 * line only shows its status.
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  reason: string,
  details: Record<string, unknown> = {},
) {
  logger.warn(
    { status, method: req.method, path: req.path, reason, ...details },
    `Request refused (${status}): ${reason}`,
  );
  res.status(status).setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  closeGently(req);
  const wantsPage =
    !req.path.startsWith("/api/") && (req.headers.accept ?? "").includes("text/html");
  if (!wantsPage) {
    res.json({ message });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title>` +
        `<main><h1>${status}</h1><p>${message}</p><p><a href="/">Home</a></p></main></html>`,
    );
}

/**
 * A lingering close (as web servers do it): after a `Connection: close` answer Node closes the
 * socket at once, and a client still sending its body then gets a reset that can swallow the
 * answer. Instead the answer is finished (FIN) and what still arrives is dropped for a moment —
 * at most LINGER_MS and LINGER_BYTES — before the socket closes.
 */
function closeGently(req: Request) {
  const socket = req.socket;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose() {
    if (req.complete) return destroySoon.call(socket);
    socket.end();
    const close = () =>
      socket.writableFinished ? socket.destroy() : socket.once("finish", () => socket.destroy());
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    req.once("end", close);
    req.resume();
  };
}
