import { describe, expect, it } from "vitest";
import type { PhotoView } from "~/utils/photo-view";
import { featuredFirst, keepFirstShuffleRest } from "./ordering";

describe("gallery ordering (docs/product.md#states-and-transitions)", () => {
  it("keeps the first photo first and shuffles the rest", () => {
    const items = [1, 2, 3, 4, 5, 6];
    const orders = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const shuffled = keepFirstShuffleRest(items);
      expect(shuffled[0]).toBe(1);
      expect([...shuffled].sort()).toEqual(items);
      orders.add(shuffled.join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(keepFirstShuffleRest([])).toEqual([]);
  });

  it("puts featured photos first, keeping each group's order", () => {
    const photo = (id: string, featured: boolean) => ({ id, featured }) as PhotoView;
    const ids = featuredFirst([
      photo("a", false),
      photo("b", true),
      photo("c", false),
      photo("d", true),
    ]).map((p) => p.id);
    expect(ids).toEqual(["b", "d", "a", "c"]);
  });
});
