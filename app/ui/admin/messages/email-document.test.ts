import { describe, expect, it } from "vitest";
import { EMAIL_FRAME_CSP, emailDocument } from "./email-document";
import { formatDateTime } from "./format-date";
import { messagesHref } from "./messages-links";

describe("the inbox's email document", () => {
  it("puts the no-loads policy before the body", () => {
    const doc = emailDocument("<p>Hello</p>");
    expect(EMAIL_FRAME_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    const policy = doc.indexOf(
      `<meta http-equiv="Content-Security-Policy" content="${EMAIL_FRAME_CSP}">`,
    );
    expect(policy).toBeGreaterThan(0);
    expect(policy).toBeLessThan(doc.indexOf("<p>Hello</p>"));
    expect(doc).toMatch(/^<!doctype html>/);
  });
});

describe("Messages tab helpers", () => {
  it("builds the tab's addresses", () => {
    expect(messagesHref()).toBe("/admin/dashboard/messages");
    expect(messagesHref({ email: "e1" })).toBe("/admin/dashboard/messages?email=e1");
    expect(messagesHref({ email: "e 1", confirm: "m1" })).toBe(
      "/admin/dashboard/messages?email=e+1&confirm=m1",
    );
  });

  it("formats dates the same everywhere", () => {
    expect(formatDateTime("2026-01-05T15:04:00.000Z")).toBe("Jan 5, 2026, 3:04 PM UTC");
  });
});
