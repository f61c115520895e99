import { describe, expect, it } from "vitest";
import { MASK, maskLine, maskText, secretSpellings } from "./mask";

describe("maskText", () => {
  it("keeps an address's first letter and domain, in plain and URL-encoded form", () => {
    expect(maskText("Mail to ada.lovelace@example.test failed")).toBe(
      "Mail to a***@example.test failed",
    );
    expect(maskText("/login?email=ada%40example.test")).toBe("/login?email=a***%40example.test");
    expect(maskText('{"to":"<bob+x@mail.example.org>"}')).toBe('{"to":"<b***@mail.example.org>"}');
  });

  it("leaves package names and versions alone", () => {
    const line = "at file:///app/node_modules/@remix-run/node/dist/index.js (pino@10.4.0)";
    expect(maskText(line)).toBe(line);
  });

  it("hides the password of a connection string", () => {
    expect(maskText("connect smtp://mailer:hunter2@127.0.0.1:2525 refused")).toBe(
      "connect smtp://mailer:***@127.0.0.1:2525 refused",
    );
    expect(maskText("mongodb://app:p%40ss@mongo:27017/viewfinder")).toBe(
      "mongodb://app:***@mongo:27017/viewfinder",
    );
  });

  it("hides bearer tokens, credential parameters and session cookies", () => {
    expect(maskText("Authorization: Bearer eyJhbGciOi.J9x-_")).toBe(
      `Authorization: Bearer ${MASK}`,
    );
    expect(maskText("/api/auth/google/photos/callback?state=abc&code=4/0Ad&scope=photos")).toBe(
      `/api/auth/google/photos/callback?state=${MASK}&code=${MASK}&scope=photos`,
    );
    expect(maskText("cookie: __session=s%3Aabc.def; theme=dark")).toBe(
      `cookie: __session=${MASK}; theme=dark`,
    );
  });
});

describe("maskText on form bodies", () => {
  it("masks a credential parameter at the very start of a body or a quoted value", () => {
    expect(maskText("refresh_token=1//abc&client_id=x")).toBe(`refresh_token=${MASK}&client_id=x`);
    expect(maskText('"data":"code=4/xyz&state=s1"')).toBe(`"data":"code=${MASK}&state=${MASK}"`);
  });
});

describe("maskText on invitation links", () => {
  it("masks the token of a sign-up invitation link", () => {
    expect(maskText("GET /signup?invite=Zk3Jd9vYq0u2mXo7cLr5sQ 200")).toBe(
      `GET /signup?invite=${MASK} 200`,
    );
  });
});

describe("maskText on long input", () => {
  // Every request line carries its URL: a scan that restarts at each position is quadratic, and a
  // 14 KB URL of "a-a-a-…" once took 300 ms per line while every other request waited.
  const hostile = [
    `/${"a-".repeat(7_000)}a`,
    `/${"a.".repeat(7_000)}a`,
    `/${"a%".repeat(7_000)}`,
    `smtp://${"a".repeat(14_000)}`,
    `${"a@".repeat(7_000)}example.test`,
  ];

  it("scans each hostile 14 KB string in linear time", () => {
    for (const text of hostile) maskText(text); // warm the regular expressions up
    const started = performance.now();
    for (const text of hostile) maskText(text);
    // Linear takes well under a millisecond each; quadratic took hundreds.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("still masks an address at the end of a long run of other text", () => {
    expect(maskText(`${"x ".repeat(5_000)}ada@example.test`)).toContain("a***@example.test");
  });
});

describe("maskLine", () => {
  it("replaces every known secret value, also as JSON escapes it", () => {
    const secrets = secretSpellings(["correct horse", 'pa"ss\\word', "short", undefined]);
    const line = JSON.stringify({ msg: 'tried correct horse then pa"ss\\word and short' });
    expect(maskLine(line, secrets)).toBe(
      JSON.stringify({ msg: `tried ${MASK} then ${MASK} and short` }),
    );
  });

  it("masks a secret that contains another one whole", () => {
    const secrets = secretSpellings(["secret-value", "secret-value-longer"]);
    expect(maskLine("x secret-value-longer y", secrets)).toBe(`x ${MASK} y`);
  });
});
