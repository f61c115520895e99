import { describe, expect, it } from "vitest";
import { brightnessOf, moodOf } from "./hero-tone";

describe("hero mood from the dominant colour's hue", () => {
  it.each([
    ["#d0401c", "warm"], // red-orange
    ["#f2c230", "warm"], // yellow
    ["#4f678c", "cool"], // storm blue
    ["#2aa7a0", "cool"], // teal
    ["#3c9a2e", "other"], // green is neither
    ["#808080", "other"], // grey has no hue
    ["not a colour", "other"],
  ])("%s is %s", (hex, mood) => {
    expect(moodOf(hex)).toBe(mood);
  });
});

describe("hero brightness from mean luma", () => {
  it.each([
    [0.1, "dark"],
    [0.34, "dark"],
    [0.5, "other"],
    [0.7, "bright"],
    [0.95, "bright"],
  ])("%s is %s", (luma, brightness) => {
    expect(brightnessOf(luma)).toBe(brightness);
  });
});
