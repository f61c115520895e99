import { describe, expect, it } from "vitest";
import { nearestPanel, snapTarget, wheelDirection, wheelTarget } from "./panel-snap";

// Three 800 px panels, then contact and footer below.
const tops = [0, 800, 1600];

describe("epic panel snapping (docs/product.md#public-portfolio-and-templates, docs/product.md#constants-and-limits)", () => {
  it("moves one panel only for wheel movements above 50", () => {
    expect(wheelDirection(50)).toBe(0);
    expect(wheelDirection(51)).toBe(1);
    expect(wheelDirection(-120)).toBe(-1);
    expect(wheelTarget(tops, 0, 1)).toBe(800);
    expect(wheelTarget(tops, 810, -1)).toBe(0);
  });

  it("lets the page scroll normally past the first and last panels", () => {
    expect(wheelTarget(tops, 0, -1)).toBeNull();
    expect(wheelTarget(tops, 1600, 1)).toBeNull();
    expect(wheelTarget(tops, 2000, -1)).toBeNull();
  });

  it("settles on the nearest panel only when it is more than 50 px away", () => {
    expect(nearestPanel(tops, 700)).toEqual({ index: 1, distance: 100 });
    expect(snapTarget(tops, 700, 800)).toBe(800);
    expect(snapTarget(tops, 750, 800)).toBeNull();
    expect(snapTarget(tops, 300, 800)).toBe(0);
  });

  it("stops snapping once the visitor is past the middle of the last panel", () => {
    expect(snapTarget(tops, 2100, 800)).toBeNull();
    expect(snapTarget([], 0, 800)).toBeNull();
  });
});
