import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { expect, it } from "vitest";
import { hitRequestHeaders } from "./hit-request.server";

function requestWith(rawHeaders: string[]): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.rawHeaders = rawHeaders;
  // What Node itself would make of the same list, for comparison.
  for (let i = 0; i < rawHeaders.length; i += 2) {
    (req as unknown as { _addHeaderLine(f: string, v: string, d: object): void })._addHeaderLine(
      rawHeaders[i]!,
      rawHeaders[i + 1]!,
      req.headers,
    );
  }
  return req;
}

it("reads the headers a hit needs as Node's req.headers has them, duplicates included", () => {
  const req = requestWith([
    "Host", "example.test",
    "User-Agent", "first",
    "COOKIE", "theme=dark",
    "Accept-Encoding", "gzip",
    "user-agent", "second",
    "Cookie", "__session=abc",
    "accept-encoding", "br",
    "If-None-Match", '"a"',
    "if-none-match", '"b"',
    "X-Request-Id", "id-1",
  ]); // prettier-ignore
  expect(hitRequestHeaders(req)).toEqual({
    cookie: req.headers.cookie,
    userAgent: req.headers["user-agent"],
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
    requestId: req.headers["x-request-id"],
  });
  expect(hitRequestHeaders(req)).toMatchObject({
    cookie: "theme=dark; __session=abc",
    userAgent: "first",
    acceptEncoding: "gzip, br",
  });
});

it("leaves out what the request does not send", () => {
  expect(hitRequestHeaders(requestWith(["Host", "example.test"]))).toEqual({});
});
