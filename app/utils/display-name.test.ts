import { describe, expect, it } from "vitest";
import { avatarInitial, displayName, partialEmail } from "./display-name";

describe("display name and avatar (docs/product.md#navigation-and-site-wide-parts)", () => {
  it("uses first and last name, else username, else User", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lens", username: "ada" })).toBe("Ada Lens");
    expect(displayName({ firstName: "Ada", username: "ada" })).toBe("ada");
    expect(displayName({})).toBe("User");
  });

  it("uses the first letter of firstName, else username, else U", () => {
    expect(avatarInitial({ firstName: "ada", username: "zed" })).toBe("A");
    expect(avatarInitial({ username: "zed" })).toBe("Z");
    expect(avatarInitial({})).toBe("U");
  });

  it("never shows the whole email", () => {
    expect(partialEmail("someone@example.com")).toBe("so***@example.com");
    expect(partialEmail("a@b.c")).toBe("a***@b.c");
  });
});
