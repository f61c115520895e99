import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import { processAvatar } from "./process-avatar.server";

describe("processAvatar", () => {
  it("crops a landscape photo to 400 and 128 px squares in WebP and JPEG, without metadata", async () => {
    const { mime, size, derivatives } = await processAvatar(fixture("canon-gps.jpg"));
    expect([mime, size]).toEqual(["image/jpeg", 400]);
    expect(derivatives.map((d) => `${d.format}@${d.width}x${d.height}`)).toEqual([
      "webp@400x400",
      "jpeg@400x400",
      "webp@128x128",
      "jpeg@128x128",
    ]);
    for (const d of derivatives) {
      const meta = await sharp(d.buffer).metadata();
      expect([meta.format, meta.exif, meta.xmp, meta.icc]).toEqual([
        d.format,
        undefined,
        undefined,
        undefined,
      ]);
      expect(d.name).toMatch(new RegExp(`^s${d.width}-[0-9a-f]{8}\\.(webp|jpg)$`));
    }
  });

  it("never enlarges a small picture: its short side becomes the largest square", async () => {
    const small = await sharp(fixture("flower.webp")).resize(300, 220).toBuffer();
    const { size, derivatives } = await processAvatar(small);
    expect(size).toBe(220);
    expect([...new Set(derivatives.map((d) => d.width))]).toEqual([220, 128]);
  });

  it("accepts a HEIC portrait", async () => {
    const { mime, derivatives } = await processAvatar(fixture("ladybird.heic"));
    expect(mime).toBe("image/heic");
    expect(derivatives[0]).toMatchObject({ width: 400, height: 400 });
  });
});
