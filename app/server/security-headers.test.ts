import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.server";
import { frameableBySameOrigin, securityHeaders } from "./security-headers.server";

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
