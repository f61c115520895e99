import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";
import { runWithRequestContext } from "./request-context.server";

/** A logger as the app's, writing into an array of parsed lines. */
function capture(secrets: string[] = []) {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { raw, lines, logger: createLogger(() => secrets, destination) };
}

describe("the app's logger", () => {
  it("writes one JSON object per line with a level name and an ISO time", () => {
    const { lines, logger } = capture();
    logger.warn("careful");
    expect(lines).toEqual([
      { level: "warn", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: "careful" },
    ]);
  });

  it("gives a line written during a request that request's id, even after an await", async () => {
    const { lines, logger } = capture();
    await runWithRequestContext({ requestId: "req-42" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.error({ err: new Error("boom") }, "Mail failed");
    });
    logger.info("after the request");
    expect(lines[0]).toMatchObject({
      reqId: "req-42",
      msg: "Mail failed",
      err: { message: "boom" },
    });
    expect(lines[1]).not.toHaveProperty("reqId");
  });

  it("keeps one reqId when the line's logger already binds it (the request line)", () => {
    const { raw, logger } = capture();
    const child = logger.child({ reqId: "bound" });
    runWithRequestContext({ requestId: "bound" }, () => child.info("once"));
    expect(raw[0]!.match(/"reqId"/g)).toHaveLength(1);
  });

  it("redacts credential fields and masks addresses and secrets anywhere", () => {
    const { lines, logger } = capture(["s3-secret-key"]);
    logger.info(
      {
        headers: { authorization: "Bearer abc", cookie: "__session=xyz", accept: "text/html" },
        user: { email: "ada@example.test", password: "hunter22" },
      },
      "signed in ada@example.test with s3-secret-key",
    );
    expect(lines[0]).toEqual({
      level: "info",
      time: expect.any(String),
      headers: { authorization: "[redacted]", cookie: "[redacted]", accept: "text/html" },
      user: { email: "a***@example.test", password: "[redacted]" },
      msg: "signed in a***@example.test with [redacted]",
    });
  });

  it("logs an HTTP client's error without the request and response it carries", () => {
    const { raw, lines, logger } = capture();
    // As gaxios (googleapis) fails a token refresh: the request body holds the refresh token.
    const error = Object.assign(new Error("invalid_grant"), {
      code: 400,
      config: { url: "https://oauth2.example/token", data: "refresh_token=1//keep-me-out&x=1" },
      response: { data: { error: "invalid_grant" }, config: { data: "refresh_token=1//again" } },
    });
    logger.error({ err: error }, "Google Photos token refresh failed");
    expect(lines[0]).toMatchObject({ err: { message: "invalid_grant", code: 400 } });
    expect(raw.join("")).not.toContain("keep-me-out");
    expect(raw.join("")).not.toContain("again");
  });
});
