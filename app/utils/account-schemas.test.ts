import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  accountProfileSchema,
  changePasswordSchema,
  checkProfileImage,
  resolveTab,
} from "./account-schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("resolveTab", () => {
  it("opens the named tab, hero and avatar inside the profile tab, photos otherwise", () => {
    expect(resolveTab("settings")).toEqual({ tab: "settings" });
    expect(resolveTab("hero")).toEqual({ tab: "profile", section: "hero" });
    expect(resolveTab("avatar")).toEqual({ tab: "profile", section: "avatar" });
    expect(resolveTab(null)).toEqual({ tab: "photos" });
    expect(resolveTab("nonsense")).toEqual({ tab: "photos" });
  });
});

describe("the Edit Profile schema", () => {
  it("treats emptied fields as cleared, not as left alone", () => {
    const result = parseWithZod(
      form({ username: "ada", tagline: "", portfolioUrlType: "fullname_dot" }),
      {
        schema: accountProfileSchema,
      },
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({
      username: "ada",
      tagline: "",
      firstName: "",
      portfolioUrlType: "fullname_dot",
    });
  });

  it("requires a username and uses the spec's invalid-username text", () => {
    const missing = parseWithZod(form({ username: "" }), { schema: accountProfileSchema });
    expect(missing.reply().error?.username).toEqual(["Username is required."]);
    const invalid = parseWithZod(form({ username: "a b" }), { schema: accountProfileSchema });
    expect(invalid.reply().error?.username).toEqual([
      "Invalid username: Username can only contain letters, numbers, hyphens, and underscores",
    ]);
  });
});

describe("the Change Password schema", () => {
  it("wants 8 characters and a matching confirmation", () => {
    const short = parseWithZod(
      form({ currentPassword: "x", newPassword: "short", confirmPassword: "short" }),
      {
        schema: changePasswordSchema,
      },
    );
    expect(short.reply().error?.newPassword).toEqual(["Password must be at least 8 characters."]);
    const mismatch = parseWithZod(
      form({ currentPassword: "x", newPassword: "long-enough", confirmPassword: "different" }),
      { schema: changePasswordSchema },
    );
    expect(mismatch.reply().error?.confirmPassword).toEqual(["Passwords do not match."]);
  });
});

describe("checkProfileImage (docs/product.md#validation-rules)", () => {
  it("takes images up to 5 MB", () => {
    expect(checkProfileImage({ type: "image/png", size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkProfileImage({ type: "text/plain", size: 10 })).toEqual({
      title: "Invalid File",
      description: "Please select an image file.",
    });
    expect(checkProfileImage({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: "File Too Large",
      description: "Please select an image smaller than 5MB.",
    });
  });
});
