// The load generator of npm run bench:pages: keep-alive HTTP/1.1 connections on raw sockets, each
// sending one GET at a time (no pipelining) and timing it until the last byte of the body.
//
// Why not node's http client: on this 2-core machine it needs about 80 µs of CPU per request, more
// than the bare server needs to answer one, so it would be the bottleneck of the bare side and make
// every app/bare ratio look better than it is. This one reads just the status line, the framing
// headers and the body's length (Content-Length or chunked), about 20 µs per request; it never
// decodes the body (the bytes counted are the compressed ones that crossed the socket).
import net from "node:net";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** What every request sends: a browser's encodings and user agent (isbot takes it for a person). */
export function requestBytes(port, path, acceptEncoding = "gzip, br") {
  return Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${BROWSER_UA}\r\n` +
      `Accept: */*\r\nAccept-Encoding: ${acceptEncoding}\r\n\r\n`,
    "latin1",
  );
}

const HEADER_END = Buffer.from("\r\n\r\n");
// Compiled once: this runs for every answer, and the generator must stay cheap.
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const CONTENT_ENCODING = /\r\ncontent-encoding:[ \t]*([^\r\s]+)/i;
const CONNECTION_CLOSE = /\r\nconnection:[ \t]*close/i;
const CHUNKED = /\r\ntransfer-encoding:[^\r]*chunked/i;
// The app's page cache says whether it answered (HIT) or rendered (MISS); the bare server, nothing.
const X_CACHE = /\r\nx-cache:[ \t]*(\w+)/i;

/**
 * Parses responses arriving on one socket; calls `onResponse({status, bodyBytes, encoding,
 * cache, close})` once per complete response. Handles bodies split across reads in any way.
 */
export function responseParser(onResponse) {
  let head = null; // header bytes so far (a response's head may arrive in pieces)
  let response = null; // {status, encoding, close, chunked, remaining, bodyBytes}
  let sizeLine = ""; // a chunk-size line split across reads
  let chunkState = "size"; // size | data | data-end | trailer

  function startBody(headText) {
    const status = Number(headText.slice(9, 12));
    const length = CONTENT_LENGTH.exec(headText)?.[1];
    response = {
      status,
      encoding: CONTENT_ENCODING.exec(headText)?.[1] ?? "identity",
      cache: X_CACHE.exec(headText)?.[1] ?? "none",
      close: CONNECTION_CLOSE.test(headText),
      chunked: CHUNKED.test(headText),
      remaining: length === undefined ? 0 : Number(length),
      bodyBytes: 0,
    };
    chunkState = "size";
    sizeLine = "";
  }

  function finish() {
    const done = response;
    response = null;
    onResponse(done);
  }

  /** Consumes body bytes from `data` at `offset`; returns the offset after what it used. */
  function body(data, offset) {
    if (!response.chunked) {
      const used = Math.min(response.remaining, data.length - offset);
      response.remaining -= used;
      response.bodyBytes += used;
      if (response.remaining === 0) finish();
      return offset + used;
    }
    while (offset < data.length && response) {
      if (chunkState === "size" || chunkState === "trailer") {
        const lineEnd = data.indexOf(10, offset); // \n
        if (lineEnd < 0) {
          sizeLine += data.toString("latin1", offset);
          return data.length;
        }
        const line = (sizeLine + data.toString("latin1", offset, lineEnd)).trim();
        sizeLine = "";
        offset = lineEnd + 1;
        if (chunkState === "trailer") {
          if (line === "") finish();
        } else {
          response.remaining = parseInt(line, 16);
          chunkState = response.remaining === 0 ? "trailer" : "data";
        }
      } else if (chunkState === "data") {
        const used = Math.min(response.remaining, data.length - offset);
        response.remaining -= used;
        response.bodyBytes += used;
        offset += used;
        if (response.remaining === 0) chunkState = "data-end";
      } else {
        // The CRLF after a chunk's data: read it as an (empty) line.
        const lineEnd = data.indexOf(10, offset);
        if (lineEnd < 0) return data.length;
        offset = lineEnd + 1;
        chunkState = "size";
      }
    }
    return offset;
  }

  return function onData(data) {
    let offset = 0;
    while (offset < data.length) {
      if (!response) {
        head = head ? Buffer.concat([head, data.subarray(offset)]) : data.subarray(offset);
        const end = head.indexOf(HEADER_END);
        if (end < 0) return;
        const headText = head.toString("latin1", 0, end);
        const rest = head.subarray(end + 4);
        head = null;
        startBody(headText);
        if (!response.chunked && response.remaining === 0) finish();
        data = rest;
        offset = 0;
        continue;
      }
      offset = body(data, offset);
    }
  };
}

/** Not a 2xx, or a body cut short (see runLoad). */
function isError(response, expectBytes) {
  return response.status < 200 || response.status >= 300 || response.bodyBytes < expectBytes * 0.9;
}

/**
 * What a run counts, from now: `answer(response, ms)` for each answer and its latency,
 * `broken(n)` for requests that got none; `figures()` gives what the benchmark prints.
 */
export function tally(expectBytes = 0) {
  const latencies = [];
  const encodings = new Set();
  const statuses = new Map();
  const caches = new Map();
  let errors = 0;
  let short = 0;
  let bodyBytes = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    answer(response, ms) {
      latencies.push(ms);
      bodyBytes += response.bodyBytes;
      encodings.add(response.encoding);
      count(statuses, response.status);
      count(caches, response.cache);
      if (isError(response, expectBytes)) errors++;
      if (response.bodyBytes < expectBytes * 0.9) short++;
    },
    broken(n = 1) {
      errors += n;
    },
    figures() {
      const ended = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      const sorted = Float64Array.from(latencies).sort();
      const pick = (q) =>
        sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
      const seconds = (ended - started) / 1000;
      return {
        requests: sorted.length,
        seconds,
        rps: sorted.length / seconds,
        p50: pick(0.5),
        p99: pick(0.99),
        max: sorted.length ? sorted[sorted.length - 1] : NaN,
        errors,
        short,
        avgBytes: sorted.length ? bodyBytes / sorted.length : 0,
        encodings: [...encodings],
        statuses: Object.fromEntries(statuses),
        /** Answers by the app's X-Cache header (HIT, MISS, BYPASS; none without one). */
        caches: Object.fromEntries(caches),
        /** Share of one core the generator used over the run. */
        generatorCpu: (cpu.user + cpu.system) / 1000 / (ended - started),
      };
    },
  };
}

/** Opens `count` keep-alive connections and waits until all are connected. */
async function connectAll(port, count) {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = net.connect(port, "127.0.0.1");
          socket.setNoDelay(true);
          socket.once("connect", () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
}

/**
 * Load: `connections` connections, each sending the next request as soon as the previous answer
 * is complete, for `seconds`. `pathFor(i)` gives the i-th request's path (a fixed one, or a new
 * query string each time to miss a cache). A non-2xx answer or a broken connection is an error; a
 * broken connection is reopened. Answers still in flight at the deadline are waited for (up to
 * `graceMs`, then counted as errors). With `expectBytes`, an answer whose body is less than 90 %
 * of it is an error too (`short`): a 200 whose rendering was cut off (Remix aborts a render that
 * takes too long) looks like a success by its status alone.
 */
export async function runLoad({
  port,
  pathFor,
  connections = 10,
  seconds,
  expectBytes = 0,
  graceMs = 15_000,
}) {
  const counts = tally(expectBytes);
  let sent = 0;
  let lastPath;
  let lastRequest;
  const deadline = performance.now() + seconds * 1000;

  const sockets = await connectAll(port, connections);
  const loops = sockets.map(
    (first) =>
      new Promise((resolve) => {
        let socket = first;
        let requestStarted = 0;
        let inFlight = false;
        const give = () => {
          if (performance.now() >= deadline) {
            socket.destroy();
            return resolve();
          }
          inFlight = true;
          requestStarted = performance.now();
          const path = pathFor(sent++);
          // A fixed path's request is built once.
          if (path !== lastPath) [lastPath, lastRequest] = [path, requestBytes(port, path)];
          socket.write(lastRequest);
        };
        const attach = (s) => {
          s.on(
            "data",
            responseParser((response) => {
              inFlight = false;
              counts.answer(response, performance.now() - requestStarted);
              if (response.close) {
                s.destroy();
                reopen();
              } else give();
            }),
          );
          s.on("error", () => undefined);
          s.on("close", () => {
            if (s !== socket) return;
            if (inFlight) {
              inFlight = false;
              counts.broken();
              reopen();
            }
          });
        };
        const reopen = () => {
          if (performance.now() >= deadline) return resolve();
          socket = net.connect(port, "127.0.0.1");
          socket.setNoDelay(true);
          attach(socket);
          socket.once("connect", give);
        };
        attach(socket);
        give();
      }),
  );
  let timer;
  const grace = new Promise((resolve) => {
    timer = setTimeout(resolve, seconds * 1000 + graceMs, "timeout");
  });
  if ((await Promise.race([Promise.all(loops), grace])) === "timeout") {
    counts.broken(sockets.length); // at most one request in flight per connection
  }
  clearTimeout(timer);
  return counts.figures();
}

/**
 * A burst: one request on each of `connections` already-open connections at the same moment
 * (what the first visitors after a data change do); resolves with the latencies.
 */
export async function burst({ port, path, connections = 10, expectBytes = 0, timeoutMs = 30_000 }) {
  const sockets = await connectAll(port, connections);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            errors++;
            resolve();
          }, timeoutMs);
          socket.on(
            "data",
            responseParser((response) => {
              latencies.push(performance.now() - started);
              if (isError(response, expectBytes)) errors++;
              clearTimeout(timer);
              resolve();
            }),
          );
          socket.on("error", () => {
            errors++;
            clearTimeout(timer);
            resolve();
          });
          socket.write(requestBytes(port, path));
        }),
    ),
  );
  for (const socket of sockets) socket.destroy();
  return { latencies, errors };
}
