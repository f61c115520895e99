import { describe, expect, it } from "vitest";
import { StorageAdminError } from "./storage-errors.server";
import { checkedUserFileKey, mimeFromKey, placeOf } from "./storage-keys.server";

describe("the key check of the object-storage browser", () => {
  it("accepts canonical keys inside photo/{userId}/", () => {
    for (const key of [
      "photo/u1/p1/original",
      "photo/u1/p1/w640-0a1b2c3d.webp",
      "photo/u1/loose.jpg",
    ]) {
      expect(checkedUserFileKey("u1", key)).toBe(key);
    }
  });

  it.each([
    ["another user's folder", "photo/u2/p1/original"],
    ["a user whose id starts the same", "photo/u10/p1/original"],
    ["the folder itself", "photo/u1/"],
    ["the folder without its slash", "photo/u1"],
    ["a parent step", "photo/u1/../u2/p1/original"],
    ["a parent step at the end", "photo/u1/p1/.."],
    ["a dot segment", "photo/u1/./p1/original"],
    ["an absolute key", "/photo/u1/p1/original"],
    ["a doubled slash", "photo/u1//p1/original"],
    ["an encoded parent step", "photo/u1/%2e%2e/u2/p1/original"],
    ["an encoded slash", "photo/u1/p1%2f..%2f..%2fu2/original"],
    ["a double-encoded parent step", "photo/u1/%252e%252e/u2/original"],
    ["backslashes", "photo\\u1\\..\\u2\\p1"],
    ["full-width dots", "photo/u1/\uff0e\uff0e/u2/p1/original"],
    ["a NUL byte", "photo/u1/p1/original\u0000.jpg"],
    ["a hidden sidecar", "photo/u1/p1/.original.meta.json"],
    ["an avatar", "avatar/u1/0123456789abcdef.webp"],
    ["a hero banner", "hero/h1/w640-0a1b2c3d.jpg"],
    ["a different case of the root", "PHOTO/u1/p1/original"],
    ["a URL", "http://127.0.0.1/photo/u1/p1/original"],
    ["an empty key", ""],
  ])("refuses %s", (_what, key) => {
    expect(() => checkedUserFileKey("u1", key)).toThrow(StorageAdminError);
  });

  it.each([[undefined], [42], [["photo/u1/p1/original"]], [{ key: "photo/u1/p1/original" }]])(
    "refuses a key that is not a string: %j",
    (key) => {
      expect(() => checkedUserFileKey("u1", key)).toThrow(StorageAdminError);
    },
  );

  it.each(["", "..", "u1/..", "u1/p1", "%2e%2e", ".hidden", null])(
    "refuses the user id %j",
    (userId) => {
      expect(() => checkedUserFileKey(userId, "photo/u1/p1/original")).toThrow(/Invalid user id/);
    },
  );

  it("names the folder in its refusal", () => {
    expect(() => checkedUserFileKey("u1", "photo/u2/p1/original")).toThrow(
      "The file key must lie inside the user's folder photo/u1/.",
    );
  });
});

describe("what a key is", () => {
  it.each([
    ["photo/u1/p1/original", "originals", "u1", "p1"],
    ["photo/u1/p1/w1280-0a1b2c3d.avif", "derivatives", "u1", "p1"],
    ["photo/u1/p1/notes.txt", "other", "u1", "p1"],
    ["photo/u1/loose.jpg", "other", "u1", undefined],
    ["avatar/u1/0123456789abcdef.webp", "avatars", "u1", undefined],
    ["hero/h1/w640-0a1b2c3d.jpg", "banners", undefined, undefined],
    ["elsewhere.bin", "other", undefined, undefined],
  ])("%s is %s", (key, kind, ownerId, photoId) => {
    const place = placeOf(key);
    expect([place.kind, place.ownerId, place.photoId]).toEqual([kind, ownerId, photoId]);
  });

  it("takes the MIME type from the extension", () => {
    expect(mimeFromKey("photo/u1/p1/w640-0a1b2c3d.jpg")).toBe("image/jpeg");
    expect(mimeFromKey("photo/u1/p1/w640-0a1b2c3d.avif")).toBe("image/avif");
    expect(mimeFromKey("photo/u1/p1/scan.PNG")).toBe("image/png");
    expect(mimeFromKey("photo/u1/p1/original")).toBeUndefined();
  });
});
