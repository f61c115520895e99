import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const SITE = "https://photos.example";
const go = (target: unknown) => safeRedirectPath(target, SITE, "/fallback");

/** Where a browser lands when it follows a Location header holding this path. */
const landing = (location: string) => new URL(location, SITE);

describe("safeRedirectPath", () => {
  it("keeps paths on the site, with their query and fragment", () => {
    expect(go("/account")).toBe("/account");
    expect(go("/my-photos?categories=1#top")).toBe("/my-photos?categories=1#top");
    expect(go("/onboarding")).toBe("/onboarding");
    expect(go("/a/b/../c")).toBe("/a/c");
    expect(go(`${SITE}/account?tab=profile`)).toBe("/account?tab=profile");
  });

  it.each([
    ["a tab inside the slashes", "/\t/evil.example/phish"],
    ["a newline inside the slashes", "/\n/evil.example"],
    ["CR/LF inside the slashes", "/\r\n/evil.example"],
    ["leading spaces and controls", " \u0000//evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a slash and a backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash and a slash", "\\/evil.example"],
    ["a dot segment that collapses to //", "/.//evil.example"],
    ["dot-dot segments that collapse to //", "/a/../..//evil.example"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["JavaScript: with a tab", "java\tscript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["an absolute URL to another host", "https://evil.example/phish"],
    ["the site's host on http", "http://photos.example/account"],
    ["the site's host on another port", "https://photos.example:8443/account"],
    ["a look-alike host", "https://photos.example.evil.example/"],
    ["credentials before the host", "https://photos.example@evil.example/"],
    ["nothing", ""],
    ["blank", "   "],
    ["not a string", ["/account"]],
    ["undefined", undefined],
  ])("refuses %s", (_name, target) => {
    expect(go(target)).toBe("/fallback");
  });

  it.each([
    ["%2F%2F", "%2F%2Fevil.example"],
    ["/%2F%2F", "/%2F%2Fevil.example"],
    ["%5C", "/%5Cevil.example"],
    ["%5C%5C", "%5C%5Cevil.example"],
    ["%09", "/%09/evil.example"],
    ["%0d%0a", "/%0d%0aSet-Cookie:x=1"],
  ])("keeps the encoded form %s on the site", (_name, target) => {
    const path = go(target);
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toMatch(/[\r\n\t\\]/);
    expect(landing(path).origin).toBe(SITE);
  });

  it("never answers a path a browser would read as another host", () => {
    const tricky = ["/\t/", "/\\", "\\/", "//", "/./", "/../", "%2F", "%5C", "\r", "\n", " "];
    for (const a of tricky) {
      for (const b of tricky) {
        const path = go(`${a}${b}evil.example/x`);
        expect(landing(path).origin, JSON.stringify(`${a}${b}`)).toBe(SITE);
        expect(path.startsWith("//"), JSON.stringify(`${a}${b}`)).toBe(false);
      }
    }
  });
});
