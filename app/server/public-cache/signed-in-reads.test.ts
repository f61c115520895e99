import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { expect, it } from "vitest";
import { settleSignedInCacheControl, signedInCacheControl } from "./signed-in-reads.server";

it("gives a signed-in read one private Cache-Control, keeping a route's no-store", () => {
  expect(signedInCacheControl(undefined)).toBe("private, no-cache");
  expect(signedInCacheControl("public, max-age=300")).toBe("private, no-cache");
  expect(signedInCacheControl("no-cache")).toBe("private, no-cache");
  expect(signedInCacheControl("private, no-store")).toBe("private, no-store");
});

it("sends one Cache-Control header when the route appends its own, as Remix does", async () => {
  const app = express();
  app.use((req, res, next) => {
    settleSignedInCacheControl(res);
    next();
  });
  // What @remix-run/express does with a loader's headers: res.append, on top of what is set.
  app.get("/templates", (req, res) => {
    res.append("Cache-Control", "public, max-age=300");
    res.json([]);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/templates`);
    // Two headers would read "…, public, max-age=300" here.
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  } finally {
    server.close();
  }
});
