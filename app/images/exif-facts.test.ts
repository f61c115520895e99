import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import { formatShutter, readExifFacts } from "./exif-facts.server";

const exifOf = async (name: string) => (await sharp(fixture(name)).metadata()).exif;

describe("readExifFacts", () => {
  it("reads the Canon EOS 350D's facts, and its GPS position apart from them", async () => {
    const { exif, gps } = readExifFacts(await exifOf("canon-gps.jpg"));
    expect(exif).toEqual({
      make: "Canon",
      model: "Canon EOS 350D DIGITAL",
      lens: null,
      focalLength: 107,
      aperture: 5.6,
      shutter: "1/80",
      iso: 400,
      takenAt: "2008-01-22T03:28:22",
    });
    // 48°51'24" N, 2°17'40" E
    expect(gps).toEqual({ latitude: 48.856667, longitude: 2.294444, altitude: null });
  });

  it("reads southern and eastern positions and a lens from a HEIC's EXIF", async () => {
    const { exif, gps } = readExifFacts(await exifOf("ladybird.heic"));
    expect(exif).toMatchObject({ lens: "4.2mm f/1.6", shutter: "1/250", iso: 32, aperture: 1.6 });
    expect(gps).toEqual({ latitude: -33.859833, longitude: 151.208333, altitude: null });
  });

  it("reads nothing from no EXIF or a broken one", () => {
    expect(readExifFacts(undefined)).toEqual({ exif: null, gps: null });
    expect(readExifFacts(Buffer.from("Exif\0\0garbage"))).toEqual({ exif: null, gps: null });
  });
});

describe("formatShutter", () => {
  it.each([
    [1 / 250, "1/250"],
    [0.0125, "1/80"],
    [1 / 3, "1/3"],
    [0.4, "0.4s"],
    [2, "2s"],
    [30, "30s"],
  ])("%f s reads %s", (seconds, text) => {
    expect(formatShutter(seconds)).toBe(text);
  });
});
