import { describe, expect, it } from "vitest";
import type { Photo } from "~/data/photos.server";
import { photoReferences } from "./photo-references.server";

/**
 * The storage audit's idea of what belongs to a photo (docs/decisions/0065-watermarks.md): kept
 * watermarked copies in a photo's folder are its own, not orphans, while the photo exists.
 */

const photo = (id: string, isPublic = true) =>
  ({
    id,
    userId: "u1",
    isPublic,
    featured: false,
    originalKey: `photo/u1/${id}/original`,
    derivatives: [{ key: `photo/u1/${id}/w1280-1a2b3c4d.jpg`, width: 1280, format: "jpeg" }],
  }) as unknown as Photo;

describe("photoReferences", () => {
  const references = photoReferences([photo("p1"), photo("p2", false)]);

  it("accepts a kept watermarked copy as the photo's, under any settings", () => {
    expect(references.get("photo/u1/p1/wm-0badf00d-w1280-1a2b3c4d.jpg")).toEqual({
      id: "p1",
      isPublic: true,
      isFeatured: false,
    });
    expect(references.has("photo/u1/p2/wm-12345678-w320-deadbeef.avif")).toBe(true);
  });

  it("leaves the copies of a deleted photo, and other strays, orphans", () => {
    expect(references.has("photo/u1/gone/wm-0badf00d-w1280-1a2b3c4d.jpg")).toBe(false);
    expect(references.has("photo/u2/p1/wm-0badf00d-w1280-1a2b3c4d.jpg")).toBe(false);
    expect(references.has("photo/u1/p1/notes.txt")).toBe(false);
    expect(references.has("photo/u1/p1/wm-nothex!-w1280-1a2b3c4d.jpg")).toBe(false);
    expect(references.has("photo/u1/p1/w1280-ffffffff.jpg")).toBe(false);
  });

  it("lists only the keys the records name, which the audit expects to find", () => {
    expect([...references.keys()].sort()).toEqual([
      "photo/u1/p1/original",
      "photo/u1/p1/w1280-1a2b3c4d.jpg",
      "photo/u1/p2/original",
      "photo/u1/p2/w1280-1a2b3c4d.jpg",
    ]);
  });
});
