import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { bulkUploadAnswer } from "./bulk-upload.server";
import { answerInUploadSlot } from "./upload-slot-answer.server";
import { MAX_UPLOADS_AT_ONCE, UPLOADS_BUSY_MESSAGE, inUploadSlot } from "./upload-slots.server";

/** Takes every one of the photographer's upload slots until `release` is called. */
function takeEverySlot(userId: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const slots = Array.from({ length: MAX_UPLOADS_AT_ONCE }, () => inUploadSlot(userId, () => held));
  return () => {
    release();
    return Promise.all(slots);
  };
}

const multipart = () =>
  new Request("http://localhost/upload", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: "--x--",
  });

describe("an upload form's answer with the photographer's upload slots all taken (ADR 39)", () => {
  it("is the form's refusal, 429 with Retry-After, closing the connection, the body unread", async () => {
    const release = takeEverySlot("busy");
    const request = multipart();
    const answer = (await bulkUploadAnswer("busy", request)) as DataWithResponseInit<unknown>;
    expect(answer.data).toEqual({ results: [], error: UPLOADS_BUSY_MESSAGE });
    const headers = new Headers(answer.init?.headers);
    expect(answer.init?.status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(headers.get("Connection")).toBe("close");
    expect(request.bodyUsed).toBe(false);
    await release();
  });

  it("is the work's own answer once a slot is free", async () => {
    const release = takeEverySlot("waits");
    await release();
    const answer = await answerInUploadSlot(
      "waits",
      async () => "stored",
      (message) => message,
    );
    expect(answer).toBe("stored");
  });
});
