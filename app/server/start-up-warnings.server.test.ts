import { describe, expect, it } from "vitest";
import { startUpWarnings } from "./start-up-warnings.server";

describe("start-up warnings", () => {
  it("are given in production only", () => {
    expect(startUpWarnings({ NODE_ENV: "development", SITE_URL: undefined })).toEqual([]);
    expect(startUpWarnings({ NODE_ENV: "test", SITE_URL: "http://x.example" })).toEqual([]);
  });

  it("name an unset SITE_URL, and one that is not https, in one line each", () => {
    const [unset] = startUpWarnings({ NODE_ENV: "production", SITE_URL: undefined });
    expect(unset).toMatch(/^WARNING: SITE_URL is unset/);
    const [plain] = startUpWarnings({ NODE_ENV: "production", SITE_URL: "http://x.example" });
    expect(plain).toMatch(/^WARNING: SITE_URL \(http:\/\/x\.example\) is not https/);
    expect(plain).toContain("without Secure");
    for (const line of [unset, plain]) expect(line).not.toContain("\n");
    expect(startUpWarnings({ NODE_ENV: "production", SITE_URL: "https://x.example" })).toEqual([]);
  });

  it("ask for a shared SESSION_SECRET when processes may share a MongoDB", () => {
    const base = { NODE_ENV: "production" as const, SITE_URL: "https://x.example" };
    const uri = "mongodb://db.example/viewfinder";
    const [line] = startUpWarnings({ ...base, MONGODB_URI: uri });
    expect(line).toMatch(/^WARNING: SESSION_SECRET is unset/);
    expect(line).toContain("the same SESSION_SECRET");
    expect(startUpWarnings({ ...base, MONGODB_URI: uri, SESSION_SECRET: "s".repeat(32) })).toEqual(
      [],
    );
    expect(startUpWarnings(base)).toEqual([]);
  });
});
