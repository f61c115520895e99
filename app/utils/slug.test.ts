import { describe, expect, it } from "vitest";
import { slug } from "./slug";

describe("slug", () => {
  it.each([
    ["Mary Ann O'Neil", "-", "mary-ann-o-neil"],
    ["Mary Ann O'Neil", ".", "mary.ann.o.neil"],
    ["José Núñez", ".", "jose.nunez"],
    ["José Núñez", "-", "jose-nunez"],
    ["Пейзаж", "-", "peyzazh"],
    ["Øresund", "-", "oresund"],
    ["  Black & White! ", "-", "black-white"],
    ["Café Nights", "-", "cafe-nights"],
    ["McDonald", "-", "mcdonald"],
  ] as const)("%s with %s gives %s", (text, separator, expected) => {
    expect(slug(text, separator)).toBe(expected);
  });

  it("is empty when nothing transliterates, so callers can fall back", () => {
    expect(slug("✨✨")).toBe("");
    expect(slug("☃")).toBe("");
    expect(slug(" - ")).toBe("");
  });
});
