import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { analyseImage } from "~/images/image-pipeline.server";
import { offlineSuggestions } from "./offline-analyser.server";
import { SUGGESTION_CATEGORIES, type PhotoSuggestions } from "./types";

const suggest = async (image: Buffer, fileName?: string) =>
  offlineSuggestions(await analyseImage(image), fileName);

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
  if (s.category !== null) expect(SUGGESTION_CATEGORIES).toContain(s.category);
  expect(s.title.length).toBeLessThanOrEqual(80);
  expect(s.tags.length).toBeLessThanOrEqual(10);
  expect(new Set(s.tags).size).toBe(s.tags.length);
  for (const tag of s.tags) expect(tag).toBe(tag.toLowerCase());
  expect(s.alt).toMatch(/\.$/);
}

describe("offline suggestions from real photos", () => {
  it("describes the Canon JPEG from its EXIF and colours, and never its position", async () => {
    const s = await suggest(fixture("canon-gps.jpg"), "IMG_0042.JPG");
    expectWellFormed(s);
    expect(s.description).toContain(
      "Taken on a Canon EOS 350D DIGITAL at 107 mm, f/5.6, 1/80 s, ISO 400.",
    );
    // Green leaves through a telephoto, but nothing in the file says "nature": no genre.
    expect(s.category).toBeNull();
    // The camera's own file name is no title.
    expect(s.title).toBe("");
    expect(s.tags).toEqual(expect.arrayContaining(["green", "telephoto", "canon"]));
    expect(s.tags).not.toContain("nature");
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
    expect(s.category).toBeNull();
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
    expect(await suggest(image, "dune.tiff")).toEqual(await suggest(image, "dune.tiff"));
  });
});

describe("offline suggestions claim only what the file tells", () => {
  /** Weathered wooden boards: warm browns in a wide frame, shot at 18 mm. */
  const boards = async () =>
    sharp(await synthesised(1200, 400, "#7a5a3c").toBuffer())
      // A darker gap between two boards.
      .composite([{ input: await synthesised(1200, 80, "#4b3522").toBuffer(), top: 160, left: 0 }])
      .withExif({ IFD0: { Make: "NIKON", Model: "Z 6" }, IFD2: { FocalLength: "18/1" } })
      .jpeg()
      .toBuffer();

  it("files a wide photo of boards under no genre, and says it is wide and brown", async () => {
    const s = await suggest(await boards(), "weathered-wooden_boards.jpg");
    expect(s.category).toBeNull();
    expect(s.title).toBe("Weathered wooden boards");
    expect(s.alt).toMatch(/^Landscape-format photograph in .*brown/);
    expect(s.description).toMatch(/landscape-format frame dominated by .*brown/);
    expect(s.tags).toEqual(expect.arrayContaining(["horizontal", "wide angle"]));
    for (const genre of SUGGESTION_CATEGORIES) expect(s.tags).not.toContain(genre);
    expect(JSON.stringify(s)).not.toMatch(/landscape(?!-format)|nature|architect/i);
  });

  it("gives no title for a camera's file name, nor without a name", async () => {
    const image = await boards();
    expect((await suggest(image, "DSC01234.JPG")).title).toBe("");
    expect((await suggest(image)).title).toBe("");
  });

  it("still names a macro lens's close-up from the EXIF", async () => {
    const image = await synthesised(600, 400, "#c0603a")
      .withExif({ IFD2: { LensModel: "EF100mm f/2.8L Macro IS USM" } })
      .toBuffer();
    expect((await suggest(image)).category).toBe("macro");
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
    expect(s.alt).toBe("Black-and-white landscape-format photograph.");
    expect(s.tags).toContain("monochrome");
  });

  it("calls a very dark picture low-key", async () => {
    const s = await suggest(await synthesised(300, 200, "#14100c").toBuffer());
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
    // Wide, level and warm, yet nothing says landscape: a genre is not guessed from the shape.
    expect(s.category).toBeNull();
    expect(s.tags).toEqual(expect.arrayContaining(["golden hour", "wide angle", "fujifilm"]));
  });
});
