import { useEffect, useState } from "react";
import { HERO_PARALLAX_MAX_PX } from "./constants";

/**
 * How far the hero background moves: a third of the scroll, at most 30 px
 * (docs/product.md#constants-and-limits).
 */
export function parallaxOffset(scrollY: number, max = HERO_PARALLAX_MAX_PX): number {
  return Math.min(Math.max(scrollY, 0) / 3, max);
}

/** The scroll-linked offset, 0 without JavaScript or when the visitor prefers reduced motion. */
export function useParallax(max = HERO_PARALLAX_MAX_PX): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOffset(parallaxOffset(window.scrollY, max)));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [max]);
  return offset;
}
