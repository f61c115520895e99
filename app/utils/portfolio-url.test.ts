import { describe, expect, it } from "vitest";
import { portfolioPath } from "./portfolio-url";

const base = { id: "u1", username: "Ada_L", firstName: "Ada", lastName: "Lovelace" };

describe("portfolio URL (spec §9)", () => {
  it.each([
    ["username", "/ada_l"],
    ["fullname_dash", "/ada-lovelace"],
    ["fullname_dot", "/ada.lovelace"],
    ["replit_id", "/u1"],
    ["something-else", "/ada_l"],
    [undefined, "/ada_l"],
  ])("type %s gives %s", (portfolioUrlType, expected) => {
    expect(portfolioPath({ ...base, portfolioUrlType })).toBe(expected);
  });

  it("falls back to the username, then the id, when names are missing", () => {
    expect(portfolioPath({ ...base, lastName: null, portfolioUrlType: "fullname_dash" })).toBe(
      "/ada_l",
    );
    expect(portfolioPath({ id: "u1", portfolioUrlType: "fullname_dot" })).toBe("/u1");
    expect(portfolioPath({ id: "u1" })).toBe("/u1");
  });

  it("is / with no user", () => {
    expect(portfolioPath(null)).toBe("/");
  });
});
