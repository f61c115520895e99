import { useEffect, useRef } from "react";
import { isPlainClick } from "./photo-link";
import type { GalleryPaging } from "./types";

/** How far below the screen the next page starts loading: it is there before it is reached. */
const PRELOAD_MARGIN = "0px 0px 800px 0px";

/**
 * 'More photos' under a paged gallery: a plain link to the next page, rendered by the server, so
 * it works without JavaScript. With JavaScript a click, or the link coming within reach of the
 * screen (IntersectionObserver), appends the next page in place instead. Renders nothing once
 * every photo is shown.
 */
export function MorePhotos({
  paging,
  className,
}: {
  paging?: GalleryPaging | null;
  className?: string;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const moreHref = paging?.moreHref ?? null;
  const loadMore = paging?.loadMore;
  useEffect(() => {
    const target = link.current;
    if (!target || !moreHref || !loadMore || typeof IntersectionObserver === "undefined") return;
    // A new observer for each page: it reports at once whether the link is still within reach
    // (a tall screen may need a second page straight away).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [moreHref, loadMore]);
  if (!paging || !moreHref) return null;
  return (
    <p className={["vf-more", className].filter(Boolean).join(" ")}>
      <a
        ref={link}
        href={moreHref}
        className="vf-more__link"
        aria-busy={paging.loading || undefined}
        onClick={(event) => {
          if (!loadMore || !isPlainClick(event)) return;
          event.preventDefault();
          loadMore();
        }}
      >
        More photos
      </a>
      {paging.error ? (
        <span className="vf-more__error" role="alert">
          {paging.error}
        </span>
      ) : null}
    </p>
  );
}
