import { heroScrimOpacity } from "./contrast";
import { HERO_SIZES, HeroImage } from "./hero-image";
import { useParallax } from "./parallax";
import type { HeroPicture } from "./types";

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/**
 * The hero banner image behind a hero's text: decorative (the text says what the page is), the
 * first thing on the page, so fetched eagerly with high priority, full-bleed from the banner's
 * `srcset` (docs/product.md#image-pipeline). Its first analysed colour, then its placeholder, fill
 * the space until it arrives.
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
