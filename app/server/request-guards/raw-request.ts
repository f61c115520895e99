import { once } from "node:events";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

// Test helpers: raw HTTP requests whose bodies are written (and counted) chunk by chunk.

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer's head arrived. */
  sentBeforeAnswer: number;
}

/**
 * One request on its own connection, its body written chunk by chunk (awaiting the socket) until
 * the body ends or the server answers. A server that stops reading is thus never sent the rest.
 */
export function rawRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Iterable<Buffer | string> | AsyncIterable<Buffer | string>;
    /** Stop writing after this many bytes even if the body has more (a declared length lies). */
    stopAfter?: number;
    /** Give up when the server stays silent this long (default 10 s). */
    timeoutMs?: number;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      url,
      { method: init.method ?? "POST", headers: init.headers, agent: false },
      (res) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentBeforeAnswer }),
        );
        res.on("error", reject);
      },
    );
    // The server may close while the body is still being written: the answer is what matters.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.setTimeout(init.timeoutMs ?? 10_000, () => {
      if (!answered) reject(new Error(`no answer within ${init.timeoutMs ?? 10_000} ms`));
      req.destroy();
    });
    void (async () => {
      for await (const chunk of init.body ?? []) {
        if (answered || req.destroyed) return;
        if (init.stopAfter !== undefined && sent >= init.stopAfter) return;
        sent += Buffer.byteLength(chunk);
        if (!req.write(chunk)) await once(req, "drain").catch(() => undefined);
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

/** `count` chunks of `size` bytes, made one at a time (no large allocation). */
export function* chunks(size: number, count: number, fill = "a"): Generator<Buffer> {
  const chunk = Buffer.alloc(size, fill);
  for (let i = 0; i < count; i++) yield chunk;
}
