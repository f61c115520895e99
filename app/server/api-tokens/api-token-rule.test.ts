import { describe, expect, it } from "vitest";
import { bearerTokenOf, presentsBearer } from "~/utils/bearer-token";
import { apiTokenRuleOf, scopeCovers, scopeNeeded } from "./api-token-rule";

describe("a route's token rule", () => {
  const rule = apiTokenRuleOf({ apiTokens: { methods: { GET: "read", PUT: "write" } } });

  it("names the scope each declared method needs, HEAD as GET", () => {
    expect(scopeNeeded(rule, "GET")).toBe("read");
    expect(scopeNeeded(rule, "head")).toBe("read");
    expect(scopeNeeded(rule, "PUT")).toBe("write");
  });

  it("allows no method it does not declare, and nothing on a route without a rule", () => {
    expect(scopeNeeded(rule, "DELETE")).toBeNull();
    expect(scopeNeeded(apiTokenRuleOf({ loader: () => null }), "GET")).toBeNull();
  });

  it("ignores a rule with an unknown scope rather than guessing", () => {
    expect(apiTokenRuleOf({ apiTokens: { methods: { GET: "admin" } } })).toBeUndefined();
  });

  it("lets a write token read, never a read token write", () => {
    expect(scopeCovers("write", "read")).toBe(true);
    expect(scopeCovers("write", "write")).toBe(true);
    expect(scopeCovers("read", "read")).toBe(true);
    expect(scopeCovers("read", "write")).toBe(false);
  });
});

describe("the Authorization header", () => {
  it("gives a Bearer token, the scheme in any case", () => {
    expect(bearerTokenOf("Bearer vf_abc-DEF_123")).toBe("vf_abc-DEF_123");
    expect(bearerTokenOf("bearer   vf_x")).toBe("vf_x");
  });

  it("gives nothing for other schemes or a malformed token, which still counts as presented", () => {
    expect(bearerTokenOf("Basic dXNlcjpwYXNz")).toBeNull();
    expect(presentsBearer("Basic dXNlcjpwYXNz")).toBe(false);
    expect(bearerTokenOf("Bearer two words")).toBeNull();
    expect(presentsBearer("Bearer two words")).toBe(true);
    expect(presentsBearer("Bearer")).toBe(true);
    expect(presentsBearer(undefined)).toBe(false);
  });
});
