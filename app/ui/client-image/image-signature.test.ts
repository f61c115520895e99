import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserCanDecode, SIGNATURE_BYTES, sniffUploadFormat } from "./image-signature";

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../images/__fixtures__/${name}`, import.meta.url))),
  ).subarray(0, SIGNATURE_BYTES);

describe("sniffUploadFormat", () => {
  it.each([
    ["canon-gps.jpg", "jpeg"],
    ["meadow.png", "png"],
    ["flower.webp", "webp"],
    ["ladybird.heic", "heic"],
    ["dune.tiff", "tiff"],
  ])("recognises %s as %s", (name, format) => {
    expect(sniffUploadFormat(fixture(name))).toBe(format);
  });

  it("refuses a text file renamed .jpg and an SVG", () => {
    expect(sniffUploadFormat(fixture("notes-renamed.jpg"))).toBeNull();
    expect(sniffUploadFormat(fixture("drawing.svg"))).toBeNull();
    expect(sniffUploadFormat(new Uint8Array())).toBeNull();
  });

  it("leaves HEIC and TIFF to the server", () => {
    expect(browserCanDecode("heic")).toBe(false);
    expect(browserCanDecode("tiff")).toBe(false);
    expect(browserCanDecode("jpeg")).toBe(true);
  });
});
