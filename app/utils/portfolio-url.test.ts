import { describe, expect, it } from "vitest";
import { fullNameSlug } from "./full-name-slug";
import { portfolioPath } from "./portfolio-url";

const base = { id: "u1", username: "Ada_L", firstName: "Ada", lastName: "Lovelace" };
/** A user as the repository returns them: holding the full-name path their names make. */
const stored = (fields: Partial<typeof base> & { portfolioUrlType?: string | null }) => {
  const user = { ...base, ...fields };
  return { ...user, fullNameKey: fullNameSlug(user) };
};

describe("portfolio URL (docs/product.md#constants-and-limits)", () => {
  it.each([
    ["username", "/ada_l"],
    ["fullname_dash", "/ada-lovelace"],
    ["fullname_dot", "/ada.lovelace"],
    ["replit_id", "/u1"],
    ["something-else", "/ada_l"],
    [undefined, "/ada_l"],
  ])("type %s gives %s", (portfolioUrlType, expected) => {
    expect(portfolioPath(stored({ portfolioUrlType }))).toBe(expected);
  });

  it.each([
    ["Mary Ann", "O'Neil", "fullname_dash", "/mary-ann-o-neil"],
    ["José", "Núñez", "fullname_dot", "/jose.nunez"],
    ["Søren", "Ørsted", "fullname_dash", "/soren-orsted"],
    ["Пётр", "Чайковский", "fullname_dot", "/pyotr.chaykovskiy"],
  ])("%s %s with %s gives %s, a path the identifier route accepts", (first, last, type, path) => {
    const user = stored({ firstName: first, lastName: last, portfolioUrlType: type });
    expect(portfolioPath(user)).toBe(path);
    expect(path).toMatch(/^\/[a-z0-9.-]+$/);
  });

  it("falls back to the username, then the id, when names are missing or transliterate to nothing", () => {
    expect(portfolioPath(stored({ lastName: undefined, portfolioUrlType: "fullname_dash" }))).toBe(
      "/ada_l",
    );
    const sparkles = { firstName: "✨✨", lastName: "☃", portfolioUrlType: "fullname_dot" };
    expect(portfolioPath(stored(sparkles))).toBe("/ada_l");
    expect(portfolioPath(stored({ ...sparkles, username: undefined }))).toBe("/u1");
    expect(portfolioPath({ id: "u1", portfolioUrlType: "fullname_dot" })).toBe("/u1");
    expect(portfolioPath({ id: "u1" })).toBe("/u1");
  });

  it("uses the username for a full-name type when an earlier account holds the path", () => {
    expect(portfolioPath({ ...base, portfolioUrlType: "fullname_dash" })).toBe("/ada_l");
  });

  it("is / with no user", () => {
    expect(portfolioPath(null)).toBe("/");
  });
});
