import { describe, expect, it } from "vitest";
import { avatarKeyFromPath, avatarUrl } from "./avatar.server";

describe("avatar paths", () => {
  it("maps /avatars/{userId}/{hash}.webp to its store key", () => {
    expect(avatarUrl("u1", "0123456789abcdef.webp")).toBe("/avatars/u1/0123456789abcdef.webp");
    expect(avatarKeyFromPath("u1/0123456789abcdef.webp")).toBe("avatar/u1/0123456789abcdef.webp");
  });

  it("reaches nothing but avatars", () => {
    for (const path of [
      "",
      "u1",
      "u1/../../photo/u1/p1/original",
      "u1/0123456789abcdef.jpg",
      "u1/0123456789ABCDEF.webp",
      "u1/sub/0123456789abcdef.webp",
      "../u1/0123456789abcdef.webp",
    ]) {
      expect(avatarKeyFromPath(path)).toBeNull();
    }
  });
});
