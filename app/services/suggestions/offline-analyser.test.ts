import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { analyseImage } from "~/images/image-pipeline.server";
import { offlineSuggestions } from "./offline-analyser.server";
import { SUGGESTION_CATEGORIES, type PhotoSuggestions } from "./types";

const suggest = async (image: Buffer) => offlineSuggestions(await analyseImage(image));

/** Gaussian noise around `mean` (sharp ignores the background when asked for noise). */
const noise = (width: number, height: number, mean: number, sigma: number) => ({
  create: {
    width,
    height,
    channels: 3 as const,
    background: "#000",
    noise: { type: "gaussian" as const, mean, sigma },
  },
});

/** A flat colour with a little noise, so the palette has pixels to count. */
const synthesised = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: noise(width, height, 0, 6), blend: "add" }])
    .jpeg();

function expectWellFormed(s: PhotoSuggestions) {
  expect(SUGGESTION_CATEGORIES).toContain(s.category);
  expect(s.title.length).toBeGreaterThan(0);
  expect(s.title.length).toBeLessThanOrEqual(80);
  expect(s.tags.length).toBeLessThanOrEqual(10);
  expect(new Set(s.tags).size).toBe(s.tags.length);
  for (const tag of s.tags) expect(tag).toBe(tag.toLowerCase());
  expect(s.alt).toMatch(/\.$/);
}

describe("offline suggestions from real photos", () => {
  it("describes the Canon JPEG from its EXIF and colours, and never its position", async () => {
    const s = await suggest(fixture("canon-gps.jpg"));
    expectWellFormed(s);
    expect(s.description).toContain(
      "Taken on a Canon EOS 350D DIGITAL at 107 mm, f/5.6, 1/80 s, ISO 400.",
    );
    expect(s.category).toBe("nature");
    expect(s.title).toBe("Nature Study in Green");
    expect(s.tags).toEqual(expect.arrayContaining(["nature", "green", "telephoto", "canon"]));
    expect(s.alt).toMatch(/^Landscape-format photograph in green/);
    // 03:28 on the camera's clock, yet a bright frame: no claim of night.
    expect(JSON.stringify(s)).not.toMatch(/night/i);
    // The fixture carries GPS (48.856667, 2.294444): suggestions are public text.
    expect(JSON.stringify(s)).not.toMatch(/48\.8|2\.29|latitude|gps/i);
  });

  it("reads an upright, dusky frame as evening, wide and dark", async () => {
    const s = await suggest(fixture("storm-rotated.jpg"));
    expectWellFormed(s);
    expect(s.description).toContain("at 18 mm, f/3.5, 0.4 s, ISO 100, in the evening.");
    expect(s.alt).toMatch(/^Portrait-format photograph .* dark overall\.$/);
    expect(s.tags).toEqual(expect.arrayContaining(["evening", "vertical", "wide angle", "dark"]));
    expect(s.title).toMatch(/^Evening /);
  });

  it("works without EXIF, and for every accepted format", async () => {
    for (const name of ["meadow.png", "flower.webp", "dune.tiff", "ladybird.heic"]) {
      const s = await suggest(fixture(name));
      expectWellFormed(s);
      expect(s.description).not.toMatch(/undefined|null/);
    }
    expect((await suggest(fixture("meadow.png"))).description).not.toContain("Taken");
  });

  it("gives the same answer for the same image", async () => {
    const image = fixture("dune.tiff");
    expect(await suggest(image)).toEqual(await suggest(image));
  });
});

describe("offline suggestions from synthesised images", () => {
  it("files a greyscale picture under black-and-white, without colour names", async () => {
    const grey = await sharp(noise(300, 200, 128, 40))
      .greyscale()
      .jpeg()
      .toBuffer();
    const s = await suggest(grey);
    expect(s.category).toBe("black-and-white");
    expect(s.title).toBe("Monochrome Study");
    expect(s.alt).toBe("Black-and-white landscape-format photograph.");
    expect(s.tags).toContain("monochrome");
  });

  it("calls a very dark picture low-key", async () => {
    const s = await suggest(await synthesised(300, 200, "#14100c").toBuffer());
    expect(s.title).toMatch(/^Low-Key /);
    expect(s.alt).toMatch(/low-key overall\.$/);
    expect(s.tags).toContain("low-key");
  });

  it("calls a tall picture portrait-format", async () => {
    const s = await suggest(await synthesised(400, 900, "#c0603a").toBuffer());
    expect(s.alt).toMatch(/^Portrait-format photograph/);
    expect(s.description).toContain("portrait-format frame");
    expect(s.tags).toContain("vertical");
  });

  it("names golden hour from the EXIF clock when the light is warm", async () => {
    const image = await synthesised(600, 400, "#e08030")
      .withExif({
        IFD0: { Make: "FUJIFILM", Model: "X-T4" },
        IFD2: {
          DateTimeOriginal: "2024:06:01 19:30:00",
          FocalLength: "16/1",
          FNumber: "8/1",
          ExposureTime: "1/500",
          ISOSpeedRatings: "160",
        },
      })
      .toBuffer();
    const s = await suggest(image);
    expect(s.description).toBe(
      "Taken on a FUJIFILM X-T4 at 16 mm, f/8, 1/500 s, ISO 160, at golden hour. " +
        "A warm landscape-format frame dominated by orange.",
    );
    expect(s.title).toBe("Golden Hour Landscape in Orange");
    expect(s.category).toBe("landscape");
    expect(s.tags).toEqual(expect.arrayContaining(["golden hour", "wide angle", "fujifilm"]));
  });
});
