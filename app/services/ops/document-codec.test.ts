import { describe, expect, it } from "vitest";
import {
  DocumentLineError,
  canonicalDocument,
  decodeDocument,
  encodeDocument,
} from "./document-codec";

describe("document lines", () => {
  const doc = {
    _id: "p1",
    takenAt: new Date("2024-02-29T23:59:59.999Z"),
    thumb: Buffer.from([0, 1, 254, 255]),
    ratio: 1.5,
    odd: Number.NaN,
    far: Number.NEGATIVE_INFINITY,
    exif: { lens: "35mm", at: [new Date(0)], empty: {} },
    gone: undefined,
    none: null,
  };

  it("round-trips dates, bytes and non-finite numbers with their types", () => {
    const back = decodeDocument(encodeDocument(doc)) as typeof doc;
    expect(back.takenAt).toBeInstanceOf(Date);
    expect(back.takenAt.toISOString()).toBe("2024-02-29T23:59:59.999Z");
    expect(Buffer.isBuffer(back.thumb) && back.thumb.equals(doc.thumb)).toBe(true);
    expect(back.odd).toBeNaN();
    expect(back.far).toBe(Number.NEGATIVE_INFINITY);
    expect(back.exif).toEqual(doc.exif);
    expect(back.none).toBeNull();
    expect("gone" in back).toBe(false);
  });

  it("writes Extended JSON's relaxed forms, one line", () => {
    const line = encodeDocument(doc);
    expect(line).not.toContain("\n");
    expect(line).toContain('"takenAt":{"$date":"2024-02-29T23:59:59.999Z"}');
    expect(line).toContain('"thumb":{"$binary":{"base64":"AAH+/w==","subType":"00"}}');
  });

  it("gives equal text for equal documents whatever their key order", () => {
    expect(canonicalDocument({ _id: "a", b: 1, c: { y: 1, x: 2 } } as never)).toBe(
      canonicalDocument({ c: { x: 2, y: 1 }, b: 1, _id: "a" } as never),
    );
  });

  it("refuses lines that are not documents", () => {
    expect(() => decodeDocument("{")).toThrow(DocumentLineError);
    expect(() => decodeDocument('{"name":"no id"}')).toThrow(DocumentLineError);
    expect(() => decodeDocument("[1]")).toThrow(DocumentLineError);
  });
});
