// Latency one visitor at a time (npm run bench:scale): each path requested in turn on one
// keep-alive connection, the next sent when the previous answer's last byte is in, so a figure is
// the server's time for that request alone, with nothing queued in front of it. The cold figures
// ask each distinct address once (the page cache has not seen it); the warm ones ask again.
import net from "node:net";
import { requestBytes, responseParser, tally } from "./http-load.mjs";

/**
 * Requests `paths` in order on one connection; the figures of runLoad (requests, p50, p99…).
 * `beforeEach(path)`, when given, is awaited before each request and not timed (a write that
 * makes the next request a cache miss, say).
 */
export async function sequence({ port, paths, beforeEach, expectBytes = 0, timeoutMs = 30_000 }) {
  const counts = tally(expectBytes);
  const socket = net.connect(port, "127.0.0.1");
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let pending; // the request in flight: {resolve, reject}
  socket.on("close", () => pending?.reject(new Error("the server closed the connection")));
  socket.on(
    "data",
    responseParser((response) => pending.resolve(response)),
  );
  try {
    for (const path of paths) {
      if (beforeEach) await beforeEach(path);
      const sent = performance.now();
      let timer;
      const response = await new Promise((resolve, reject) => {
        pending = { resolve, reject };
        timer = setTimeout(
          () => reject(new Error(`${path}: no answer in ${timeoutMs} ms`)),
          timeoutMs,
        );
        socket.write(requestBytes(port, path));
      }).finally(() => clearTimeout(timer));
      pending = undefined;
      counts.answer(response, performance.now() - sent);
      // A server that closes after an answer ends the sequence: say so rather than measure less.
      if (response.close) throw new Error(`${path}: the server closed the connection`);
    }
  } finally {
    socket.destroy();
  }
  return counts.figures();
}
