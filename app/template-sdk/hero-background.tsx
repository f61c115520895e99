import { useEffect, useState } from "react";
import { HERO_PARALLAX_MAX_PX } from "./constants";
import { heroScrimOpacity } from "./contrast";
import { HERO_SIZES, HeroImage } from "./hero-image";
import type { HeroPicture } from "./types";

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/** How far the hero background moves: a third of the scroll, at most 30 px (spec §9). */
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

/**
 * The hero banner image behind a hero's text: decorative (the text says what the page is), the
 * first thing on the page, so fetched eagerly with high priority, full-bleed from the banner's
 * `srcset` (DESIGN §5). Its first analysed colour, then its placeholder, fill the space until it
 * arrives.
 */
export function HeroBackground({
  url,
  colors,
  picture,
  className,
}: {
  url: string | null;
  /** The banner's analysed colours: the first one fills the space until the image arrives. */
  colors?: string[];
  /** The banner's derivatives (HeroView.picture); without them the one `url` is shown. */
  picture?: HeroPicture | null;
  className?: string;
}) {
  const offset = useParallax();
  if (!url) return null;
  const backdrop = colors?.find((colour) => HEX.test(colour));
  // Checked against the banner's analysed colours: bright banners get a darker scrim so the
  // hero's white text keeps a 4.5:1 contrast.
  const scrim = heroScrimOpacity(colors);
  return (
    <div
      className={["vf-hero-background", className].filter(Boolean).join(" ")}
      style={backdrop ? { backgroundColor: backdrop } : undefined}
      aria-hidden="true"
    >
      <HeroImage
        url={url}
        picture={picture}
        sizes={HERO_SIZES}
        priority
        style={offset ? { transform: `translateY(${offset}px)` } : undefined}
      />
      {scrim ? <div className="vf-hero-scrim" style={{ opacity: scrim }} /> : null}
    </div>
  );
}
