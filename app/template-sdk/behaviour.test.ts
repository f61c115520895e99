import { describe, expect, it } from "vitest";
import { visibleDots, wrapIndex } from "./carousel-state";
import { arrowVisibility, scrollStep } from "./category-scroll";
import { featuredSlots } from "./featured-slots";
import { splitFeatured } from "./gallery-layout";
import { parallaxOffset } from "./parallax";
import { wrapFocusIndex } from "./lightbox/focus-trap";
import { keyAction, reduceLightbox, stepBeyond, swipeAction } from "./lightbox/lightbox-rules";
import { closedLightbox } from "./lightbox/lightbox-state";
import { isPlainClick } from "./photo-link";

describe("carousel (docs/product.md#gallery-page, docs/product.md#states-and-transitions, docs/product.md#constants-and-limits)", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("shows at most 5 dots, in a window that keeps the current photo", () => {
    expect(visibleDots(3, 0)).toEqual([0, 1, 2]);
    expect(visibleDots(12, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleDots(12, 6)).toEqual([4, 5, 6, 7, 8]);
    expect(visibleDots(12, 11)).toEqual([7, 8, 9, 10, 11]);
  });
});

describe("lightbox state (docs/product.md#lightbox, docs/product.md#states-and-transitions)", () => {
  const open = reduceLightbox(closedLightbox, { type: "open", index: 2 }, 3);

  it("opens on a photo and wraps both ways", () => {
    expect(open).toEqual({ open: true, index: 2, showInfo: false, loaded: false });
    expect(reduceLightbox(open, { type: "next" }, 3).index).toBe(0);
    expect(reduceLightbox({ ...open, index: 0 }, { type: "prev" }, 3).index).toBe(2);
  });

  it("resets the loaded flag on every index change, so each image fades in", () => {
    const loaded = reduceLightbox(open, { type: "loaded" }, 3);
    expect(loaded.loaded).toBe(true);
    expect(reduceLightbox(loaded, { type: "go", index: 1 }, 3)).toMatchObject({
      index: 1,
      loaded: false,
    });
    expect(reduceLightbox(loaded, { type: "loaded" }, 3)).toBe(loaded);
  });

  it("maps Escape, the arrows and i / I", () => {
    expect(keyAction("Escape")).toEqual({ type: "close" });
    expect(keyAction("ArrowLeft")).toEqual({ type: "prev" });
    expect(keyAction("ArrowRight")).toEqual({ type: "next" });
    expect(keyAction("i")).toEqual({ type: "toggleInfo" });
    expect(keyAction("I")).toEqual({ type: "toggleInfo" });
    expect(keyAction("x")).toBeNull();
  });

  it("navigates on swipes over 50 px, left = next, and only with more than one photo", () => {
    expect(swipeAction(-51, 3)).toEqual({ type: "next" });
    expect(swipeAction(51, 3)).toEqual({ type: "prev" });
    expect(swipeAction(-50, 3)).toBeNull();
    expect(swipeAction(-200, 1)).toBeNull();
  });

  it("keeps Tab inside the dialog", () => {
    expect(wrapFocusIndex(2, 3, false)).toBe(0);
    expect(wrapFocusIndex(0, 3, true)).toBe(2);
    expect(wrapFocusIndex(1, 3, false)).toBeNull();
    expect(wrapFocusIndex(-1, 3, false)).toBe(0);
  });

  it("leaves modified clicks (new tab) to the browser", () => {
    const click = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe("category filter arrows (docs/product.md#gallery-page, docs/product.md#constants-and-limits)", () => {
  it("shows left once scrolled, right while more than 10 px remain", () => {
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      left: false,
      right: true,
    });
    expect(arrowVisibility({ scrollLeft: 590, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      left: true,
      right: false,
    });
    expect(arrowVisibility({ scrollLeft: 589, scrollWidth: 1000, clientWidth: 400 }).right).toBe(
      true,
    );
  });

  it("scrolls by 75% of the visible width", () => {
    expect(scrollStep(400)).toBe(300);
  });
});

describe("gallery layouts (docs/product.md#public-portfolio-and-templates)", () => {
  const photo = (id: string, featured = false) => ({ id, featured });

  it("puts the featured photos in the carousel and skips the first photo in the grid", () => {
    const photos = [photo("a", true), photo("b", true), photo("c"), photo("d")];
    expect(splitFeatured(photos).carousel.map((p) => p.id)).toEqual(["a", "b"]);
    expect(splitFeatured(photos).grid.map((p) => p.id)).toEqual(["b", "c", "d"]);
    expect(splitFeatured([photo("x"), photo("y")]).carousel.map((p) => p.id)).toEqual(["x"]);
  });

  it("fills every 4th slot with a featured photo, double-sized, and places every photo once", () => {
    const photos = [
      photo("f1", true),
      photo("f2", true),
      ...["a", "b", "c", "d", "e", "g", "h"].map((id) => photo(id)),
    ];
    const slots = featuredSlots(photos);
    expect(slots.map((s) => `${s.photo.id}${s.large ? "*" : ""}`)).toEqual([
      "a",
      "b",
      "c",
      "f1*",
      "d",
      "e",
      "g",
      "f2*",
      "h",
    ]);
    const onlyFeatured = featuredSlots([photo("f1", true), photo("f2", true)]);
    expect(onlyFeatured.map((s) => s.large)).toEqual([false, false]);
  });

  it("moves the hero background by a third of the scroll, at most 30 px", () => {
    expect(parallaxOffset(30)).toBe(10);
    expect(parallaxOffset(500)).toBe(30);
    expect(parallaxOffset(-10)).toBe(0);
  });
});

describe("lightbox over a paged gallery (large portfolios)", () => {
  const at = (index: number) => ({ open: true, index, showInfo: false, loaded: true });
  const next = { type: "next" } as const;
  const prev = { type: "prev" } as const;
  const first = {
    total: 100,
    offset: 0,
    moreHref: "/ana?cursor=c#gallery",
    loadMore: () => {},
    openOutside: () => {},
  };
  const later = { ...first, offset: 48, moreHref: null };

  it("loads the next page past the last loaded photo instead of wrapping", () => {
    expect(stepBeyond(next, at(47), 48, first)).toBe("load");
    expect(stepBeyond(next, at(46), 48, first)).toBeNull();
  });

  it("opens the set's last photo's page before the first, while pages remain", () => {
    expect(stepBeyond(prev, at(0), 48, first)).toBe("previous");
    expect(stepBeyond(prev, at(1), 48, first)).toBeNull();
  });

  it("on a later page, opens the photos either side of it that are not loaded", () => {
    expect(stepBeyond(prev, at(0), 52, later)).toBe("previous");
    expect(stepBeyond(next, at(51), 52, later)).toBe("next");
  });

  it("wraps as always once the whole set is loaded, or without paging", () => {
    const whole = { ...first, moreHref: null };
    expect(stepBeyond(next, at(99), 100, whole)).toBeNull();
    expect(stepBeyond(prev, at(0), 100, whole)).toBeNull();
    expect(stepBeyond(next, at(2), 3, null)).toBeNull();
  });
});
