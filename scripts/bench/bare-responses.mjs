// What the bare server (bare-server.mjs) sends: the app's answers to the load generator's very
// requests, captured once the page cache answers them (npm run bench:pages, bench:scale).
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { requestBytes } from "./http-load.mjs";

/** The app's answer to the generator's very request, raw: status, headers, encoded body. */
export function capture(port, urlPath) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: urlPath, agent: false });
    request.on("error", reject);
    const headerLines = requestBytes(port, urlPath).toString("latin1").split("\r\n").slice(1, -2);
    for (const headerLine of headerLines) {
      const colon = headerLine.indexOf(":");
      request.setHeader(headerLine.slice(0, colon), headerLine.slice(colon + 1).trim());
    }
    request.on("response", (response) => {
      const chunks = [];
      response.on("data", (c) => chunks.push(c));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.end();
  });
}

/**
 * The answer a warm hit sends: the first visitor's answer is compressed on the fly (another
 * size), so ask until the cache answers (about 5 s at most).
 */
export async function captureHit(port, urlPath) {
  let answer = await capture(port, urlPath);
  for (let i = 0; i < 50 && answer.headers["x-cache"] !== "HIT"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await capture(port, urlPath);
  }
  return { path: urlPath, ...answer };
}

// Framing is each server's own (the bare one sends Content-Length), Date the moment's.
const NOT_COPIED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
]);

/** Writes `answers` ({path, status, headers, body}) into `dir` as bare-server.mjs reads them. */
export function writeBareResponses(dir, answers) {
  const list = answers.map(({ path: urlPath, status, headers, body }, i) => {
    writeFileSync(path.join(dir, `body-${i}`), body);
    const copied = Object.entries(headers).filter(([name]) => !NOT_COPIED.has(name));
    return { path: urlPath, status, headers: Object.fromEntries(copied), file: `body-${i}` };
  });
  writeFileSync(path.join(dir, "responses.json"), JSON.stringify(list));
}
