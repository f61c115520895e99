import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.server";
import { frameableBySameOrigin, framingOf, securityHeaders } from "./security-headers.server";

const frameOptions = (path: string) =>
  securityHeaders(path).find(([name]) => name === "X-Frame-Options")?.[1];

describe("which pages may be framed", () => {
  it("lets the site frame the template picker's miniatures, and nothing else", () => {
    expect(frameableBySameOrigin("/account/template-miniature/epic")).toBe(true);
    for (const path of [
      "/account/template-preview/epic",
      "/account/template-miniature/epic/more",
      "/account/template-miniature/epic.data",
      "/account",
      "/ana",
      "/",
      "",
    ]) {
      expect(frameableBySameOrigin(path), path).toBe(false);
    }
  });

  it("says so in both headers: 'self' and SAMEORIGIN there, 'none' and DENY elsewhere", () => {
    const miniature = "/account/template-miniature/epic";
    expect(contentSecurityPolicy({ nonce: "n" }, miniature)).toContain("frame-ancestors 'self'");
    expect(frameOptions(miniature)).toBe("SAMEORIGIN");
    for (const path of ["/account/template-preview/epic", "/ana", undefined]) {
      expect(contentSecurityPolicy({ hashes: [] }, path)).toContain("frame-ancestors 'none'");
      expect(frameOptions(path ?? "")).toBe("DENY");
    }
  });
});

describe("embeddable views (docs/decisions/0070-oembed-and-embeds.md)", () => {
  const headerNames = (path: string) => securityHeaders(path).map(([name]) => name);

  it("lets any site frame /embed/ and nothing else: frame-ancestors * and no X-Frame-Options", () => {
    for (const path of ["/embed/ana/collections/north", "/embed/ana/collections/north/"]) {
      expect(framingOf(path), path).toBe("anyone");
      expect(contentSecurityPolicy({ hashes: [] }, path)).toContain("frame-ancestors *;");
      expect(contentSecurityPolicy({ nonce: "n" }, path)).toContain("frame-ancestors *;");
      expect(headerNames(path), path).not.toContain("X-Frame-Options");
      // The rest of the baseline stays.
      expect(headerNames(path)).toContain("X-Content-Type-Options");
    }
  });

  it("keeps every other page unframeable, the collection page an embed shows too", () => {
    const others = [
      "/ana/collections/north",
      // A photographer called "embed" has pages of their own there.
      "/embed",
      "/embed/photos/0123",
      "/embed/collections/north",
      "/embed/ana/collections/north/more",
      "/ana/embed/x",
      "/",
    ];
    for (const path of others) {
      expect(framingOf(path), path).toBe("none");
      expect(contentSecurityPolicy({ hashes: [] }, path)).toContain("frame-ancestors 'none'");
      expect(frameOptions(path), path).toBe("DENY");
    }
  });
});
