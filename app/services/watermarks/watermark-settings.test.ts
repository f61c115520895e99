import { describe, expect, it } from "vitest";
import { settingsHash, watermarkedKey } from "./watermark-keys.server";
import { WATERMARK_MESSAGES, checkWatermarkInput } from "./watermark-settings";

/** docs/decisions/0065-watermarks.md: what the Watermark form accepts, and the message otherwise. */

const valid = {
  kind: "text",
  text: "  © Ada Lens ",
  position: "bottom-right",
  size: "25",
  opacity: "0.6",
};

describe("checkWatermarkInput", () => {
  it("takes a text watermark, trimmed, with numbers from the form's text", () => {
    expect(checkWatermarkInput({ ...valid, onPortfolio: "on" })).toEqual({
      ok: true,
      value: {
        kind: "text",
        text: "© Ada Lens",
        position: "bottom-right",
        size: 25,
        opacity: 0.6,
        onPortfolio: true,
      },
    });
    expect(checkWatermarkInput(valid)).toMatchObject({ ok: true, value: { onPortfolio: false } });
  });

  it("takes a logo watermark without text", () => {
    const checked = checkWatermarkInput({ ...valid, kind: "logo", text: "", position: "tiled" });
    expect(checked).toMatchObject({ ok: true, value: { kind: "logo", position: "tiled" } });
  });

  it.each([
    [{ kind: "stamp" }, "kind", WATERMARK_MESSAGES.kind],
    [{ text: "   " }, "text", WATERMARK_MESSAGES.textEmpty],
    [{ text: "x".repeat(61) }, "text", WATERMARK_MESSAGES.textTooLong],
    [{ text: "Ada\u0007" }, "text", WATERMARK_MESSAGES.textInvisible],
    [{ position: "middle" }, "position", WATERMARK_MESSAGES.position],
    [{ size: "4" }, "size", WATERMARK_MESSAGES.size],
    [{ size: "81" }, "size", WATERMARK_MESSAGES.size],
    [{ size: "25.5" }, "size", WATERMARK_MESSAGES.size],
    [{ size: "25abc" }, "size", WATERMARK_MESSAGES.size],
    [{ opacity: "0.05" }, "opacity", WATERMARK_MESSAGES.opacity],
    [{ opacity: "1.5" }, "opacity", WATERMARK_MESSAGES.opacity],
    [{ opacity: "" }, "opacity", WATERMARK_MESSAGES.opacity],
  ])("refuses %o with the %s field's message", (change, field, message) => {
    expect(checkWatermarkInput({ ...valid, ...change })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it("names every wrong field at once", () => {
    const checked = checkWatermarkInput({ kind: "text", position: "x", size: "0", opacity: "9" });
    expect(checked.ok).toBe(false);
    expect(Object.keys(!checked.ok ? checked.errors : {}).sort()).toEqual([
      "opacity",
      "position",
      "size",
      "text",
    ]);
  });
});

describe("kept previews' keys", () => {
  const settings = {
    kind: "text",
    text: "© Ada Lens",
    position: "bottom-right",
    size: 25,
    opacity: 0.6,
    onPortfolio: false,
  } as const;

  it("change with what is drawn, not with where it is shown", () => {
    expect(settingsHash(settings)).toMatch(/^[0-9a-f]{8}$/);
    expect(settingsHash({ ...settings, onPortfolio: true })).toBe(settingsHash(settings));
    for (const change of [{ text: "© Ada" }, { size: 26 }, { opacity: 0.5 }, { position: "top" }]) {
      expect(settingsHash({ ...settings, ...change } as never)).not.toBe(settingsHash(settings));
    }
  });

  it("sit next to the derivative in the photo's folder", () => {
    expect(watermarkedKey("photo/u1/p1/w1280-0a1b2c3d.jpg", "12345678")).toBe(
      "photo/u1/p1/wm-12345678-w1280-0a1b2c3d.jpg",
    );
  });
});
