import { describe, expect, it } from "vitest";
import { narrowestSource, photoAlt } from "./photo-thumbnail";

describe("narrowestSource", () => {
  it("takes the first srcset entry", () => {
    expect(narrowestSource("/media/a.jpg 320w, /media/b.jpg 640w")).toEqual({
      url: "/media/a.jpg",
      width: 320,
    });
    expect(narrowestSource("")).toBeNull();
  });
});

describe("photoAlt", () => {
  it("prefers the AI alt text, else the title", () => {
    expect(photoAlt({ aiAltText: "A red flower", title: "Bloom" })).toBe("A red flower");
    expect(photoAlt({ aiAltText: null, title: "Bloom" })).toBe("Bloom");
  });
});
