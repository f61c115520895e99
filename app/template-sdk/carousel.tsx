import { useState } from "react";
import type { PhotoView } from "~/utils/photo-view";
import { visibleDots, wrapIndex } from "./carousel-state";
import { PhotoCredit } from "./photo-credit";
import { PhotoLink } from "./photo-link";
import { ResponsiveImage } from "./responsive-image";
import { captionRepeatsAlt } from "./text";
import { useHydrated } from "./use-hydrated";

export interface CarouselProps {
  photos: PhotoView[];
  photoHref: (photo: PhotoView) => string;
  /** With JavaScript: open the lightbox on this photo instead of following its link. */
  onOpen?: (photo: PhotoView) => void;
  /** Dots under the slide (at most 5 are ever shown); monochrome hides them above 5 photos. */
  showDots?: boolean;
  sizes?: string;
  label?: string;
  /**
   * The first slide is the first thing on screen: fetched eagerly with a high priority (the
   * default). Pass false when something fills the first screen above it (a full-height hero):
   * the slides then load lazily and leave the bandwidth to what is on screen.
   */
  priority?: boolean;
  /** Say whose each photo is, "by Jane Doe" (the home gallery, where photos are everyone's). */
  credit?: boolean;
}

const slideId = (photo: PhotoView) => `vf-slide-${photo.id}`;

/** A slide's photo and its title laid over it, with and without JavaScript. */
function Slide({ photo, sizes, priority }: { photo: PhotoView; sizes: string; priority: boolean }) {
  return (
    <>
      <ResponsiveImage photo={photo} sizes={sizes} priority={priority} />
      <span className="vf-carousel__caption" aria-hidden={captionRepeatsAlt(photo) || undefined}>
        {photo.title}
      </span>
    </>
  );
}

/**
 * docs/product.md#gallery-page: a 16:9 featured carousel with previous/next arrows, up to 5 dots,
 * wrapping at both ends. Without JavaScript (and on the server) it is a list of linked photos that
 * scrolls sideways, with the dots as links to its slides (docs/product.md#progressive-enhancement).
 * Key it by category: changing category starts again at the first photo
 * (docs/product.md#states-and-transitions).
 */
export function Carousel({
  photos,
  photoHref,
  onOpen,
  showDots = true,
  sizes = "100vw",
  label = "Featured photos",
  priority = true,
  credit,
}: CarouselProps) {
  // Beside the slide's link, not in it: a link of its own, laid over the slide's foot.
  const creditOf = (photo: PhotoView) =>
    credit ? <PhotoCredit photo={photo} className="vf-carousel__credit" /> : null;
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  // The first slide is already on screen from the server: only a change of slide fades in.
  const [moved, setMoved] = useState(false);
  if (photos.length === 0) return null;

  if (!hydrated) {
    // Without JavaScript: every photo in a row that scrolls sideways, each slide exactly the box
    // the 16:9 frame takes once JavaScript runs, and the dots as links to their slides. So the
    // swap on hydration moves nothing and the first photo stays the page's largest paint.
    const dots = showDots && photos.length > 1 ? visibleDots(photos.length, 0) : [];
    return (
      <section className="vf-carousel vf-carousel--list" aria-label={label}>
        <ul className="vf-carousel__track">
          {photos.map((photo, i) => (
            <li key={photo.id} id={slideId(photo)} className="vf-carousel__item">
              <PhotoLink href={photoHref(photo)} className="vf-carousel__slide">
                <Slide photo={photo} sizes={sizes} priority={priority && i === 0} />
              </PhotoLink>
              {creditOf(photo)}
            </li>
          ))}
        </ul>
        {dots.length ? (
          <div className="vf-dots">
            {dots.map((dot) => (
              <a
                key={dot}
                href={`#${slideId(photos[dot]!)}`}
                className={dot === 0 ? "vf-dot is-active" : "vf-dot"}
                aria-label={`Show photo ${dot + 1} of ${photos.length}`}
              />
            ))}
          </div>
        ) : null}
      </section>
    );
  }

  const current = wrapIndex(index, photos.length);
  const photo = photos[current]!;
  const go = (to: number) => {
    setMoved(true);
    setIndex(wrapIndex(to, photos.length));
  };
  return (
    <section className="vf-carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className={moved ? "vf-carousel__frame is-moved" : "vf-carousel__frame"}
        aria-live="polite"
      >
        <PhotoLink
          key={photo.id}
          href={photoHref(photo)}
          onOpen={onOpen ? () => onOpen(photo) : undefined}
          className="vf-carousel__slide"
        >
          <Slide photo={photo} sizes={sizes} priority={priority && current === 0} />
        </PhotoLink>
        {creditOf(photo)}
        {photos.length > 1 ? (
          <>
            <button
              type="button"
              className="vf-carousel__arrow vf-carousel__arrow--prev"
              aria-label="Previous photo"
              onClick={() => go(current - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="vf-carousel__arrow vf-carousel__arrow--next"
              aria-label="Next photo"
              onClick={() => go(current + 1)}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {showDots && photos.length > 1 ? (
        <div className="vf-dots" role="group" aria-label="Choose a photo">
          {visibleDots(photos.length, current).map((dot) => (
            <button
              key={dot}
              type="button"
              className={dot === current ? "vf-dot is-active" : "vf-dot"}
              aria-label={`Show photo ${dot + 1} of ${photos.length}`}
              aria-current={dot === current ? "true" : undefined}
              onClick={() => go(dot)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
