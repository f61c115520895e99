import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { etagOf, matchesIfNoneMatch } from "./encode.server";
import { inlineScriptHashes } from "./inline-script-hashes.server";
import { hasSessionCookie } from "./middleware.server";

it("knows a request is someone's by its session cookie alone", () => {
  expect(hasSessionCookie(undefined)).toBe(false);
  expect(hasSessionCookie("theme=dark; _ga=1")).toBe(false);
  expect(hasSessionCookie("theme=dark; __session=abc.def")).toBe(true);
  expect(hasSessionCookie("__session=abc")).toBe(true);
});

it("answers If-None-Match for the body in any of its encodings", () => {
  expect(etagOf("abc", "br")).toBe('"abc-br"');
  expect(etagOf("abc", "identity")).toBe('"abc"');
  expect(matchesIfNoneMatch('"abc-gz"', "abc")).toBe(true);
  expect(matchesIfNoneMatch('"x", W/"abc"', "abc")).toBe(true);
  expect(matchesIfNoneMatch("*", "abc")).toBe(true);
  expect(matchesIfNoneMatch('"abcd"', "abc")).toBe(false);
  expect(matchesIfNoneMatch(undefined, "abc")).toBe(false);
});

it("hashes inline scripts only, exactly as the browser sees their text", () => {
  const html =
    '<script src="/build/a.js"></script><script nonce="">window.x = "</p>";</script>' +
    '<script type="module">import "/build/b.js";</script><script></script>';
  const sha = (text: string) => createHash("sha256").update(text).digest("base64");
  expect(inlineScriptHashes(html).sort()).toEqual(
    [sha('window.x = "</p>";'), sha('import "/build/b.js";')].sort(),
  );
});

it("hashes a rendered page's bytes as the browser hashes its scripts' text, accents and all", () => {
  const script = 'window.t = "Été à Zürich — 東京 📷";';
  const page = Buffer.from(`<p>Ça</p><script>${script}</script><script src="/a.js"></script>`);
  const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
  expect(inlineScriptHashes(page)).toEqual([sha(script)]);
});
