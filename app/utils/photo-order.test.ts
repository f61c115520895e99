import { describe, expect, it } from "vitest";
import {
  clampPosition,
  moveToPosition,
  movedAnnouncement,
  withAdded,
  without,
} from "./photo-order";

describe("moving a photo to a position", () => {
  const ids = ["a", "b", "c", "d"];

  it("moves down and up, counting positions from 1", () => {
    expect(moveToPosition(ids, "a", 3)).toEqual(["b", "c", "a", "d"]);
    expect(moveToPosition(ids, "d", 1)).toEqual(["d", "a", "b", "c"]);
    expect(moveToPosition(ids, "b", 2)).toEqual(ids);
  });

  it("takes a position past either end as that end", () => {
    expect(moveToPosition(ids, "b", 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveToPosition(ids, "c", 0)).toEqual(["c", "a", "b", "d"]);
    expect(moveToPosition(ids, "c", -4)).toEqual(["c", "a", "b", "d"]);
    expect(clampPosition(Number.NaN, 4)).toBe(1);
    expect(clampPosition(2.7, 4)).toBe(2);
  });

  it("leaves the list as it is for an id not in it, and never changes the input", () => {
    const copy = [...ids];
    expect(moveToPosition(ids, "z", 1)).toEqual(ids);
    moveToPosition(ids, "a", 4);
    expect(ids).toEqual(copy);
  });

  it("moves one of 500 in one pass", () => {
    const many = Array.from({ length: 500 }, (_, i) => `p${i}`);
    const moved = moveToPosition(many, "p499", 1);
    expect(moved[0]).toBe("p499");
    expect(moved[1]).toBe("p0");
    expect(moved).toHaveLength(500);
  });
});

describe("adding and removing members", () => {
  it("adds new ones after the members, each once, in the order chosen", () => {
    expect(withAdded(["a", "b"], ["c", "a", "d", "c"])).toEqual(["a", "b", "c", "d"]);
  });

  it("removes one", () => {
    expect(without(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("announces a move with the title and the position out of the total", () => {
    expect(movedAnnouncement("Dunes", 3, 12)).toBe("Moved 'Dunes' to position 3 of 12.");
  });
});
