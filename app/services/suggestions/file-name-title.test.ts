import { describe, expect, it } from "vitest";
import { titleFromFileName } from "./file-name-title";

describe("titleFromFileName", () => {
  it.each([
    ["weathered-wooden-boards.jpg", "Weathered wooden boards"],
    ["harbour_at_dawn_02.JPEG", "Harbour at dawn 02"],
    ["Paris 2019.heic", "Paris 2019"],
    ["C:\\Photos\\old.mill.tiff", "Old mill"],
    ["Ötztal glacier.webp", "Ötztal glacier"],
  ])("%s gives %j", (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it.each([
    "IMG_1234.JPG",
    "DSC01234.jpg",
    "DSCF5521.JPG",
    "_MG_4410.jpg",
    "P1010001.JPG",
    "PXL_20240101_123456789.jpg",
    "IMG-20240101-WA0001.jpeg",
    "20240612_184501.jpg",
    "IMG_1234 copy.jpg",
    "photo.jpg",
    ".jpg",
    "",
  ])("%s gives no title", (name) => {
    expect(titleFromFileName(name)).toBeNull();
  });

  it("gives no title without a name", () => {
    expect(titleFromFileName(null)).toBeNull();
  });
});
