import { useEffect, useRef, type RefObject } from "react";
import type { PhotoView } from "~/utils/photo-view";
import type { PhotoActions } from "../types";
import { visibleDots } from "../carousel-state";
import { TEXTS } from "../constants";
import { PhotoCredit } from "../photo-credit";
import { PhotoLicence } from "../photo-licence";
import { ResponsiveImage } from "../responsive-image";
import { inertOutside, trapTab } from "./focus-trap";
// Reaching the SDK's barrel keeps the SDK code this chunk shares in the SDK's one file, not a
// file of its own (esbuild splits code by which entries reach a module; ADR 30).
import "../index";
import { keyAction, swipeAction } from "./lightbox-rules";
import type { LightboxController } from "./use-lightbox";

// The controller (use-lightbox.ts) loads this module for its rules too.
export { stepLightbox } from "./lightbox-rules";

/**
 * Keys, scroll lock, the rest of the page inert (out of reach of pointer, keyboard and screen
 * readers), and focus moved in on open and given back on close.
 */
function useDialogBehaviour(controller: LightboxController, dialog: RefObject<HTMLDivElement>) {
  const { open } = controller.state;
  const { dispatch } = controller;
  useEffect(() => {
    if (!open) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    const reachable = dialog.current ? inertOutside(dialog.current) : () => {};
    dialog.current?.querySelector<HTMLElement>(".vf-lightbox__close")?.focus();
    document.body.classList.add("vf-scroll-locked");
    const onKey = (event: KeyboardEvent) => {
      if (dialog.current) trapTab(event, dialog.current);
      const action = keyAction(event.key);
      if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.classList.remove("vf-scroll-locked");
      // Reachable again first: an inert opener cannot take the focus back.
      reachable();
      returnFocus?.focus();
    };
  }, [open, dispatch, dialog]);
}

/**
 * docs/product.md#lightbox lightbox, opened by `useLightbox`. Without JavaScript it never opens:
 * gallery links lead to each photo's permalink page instead
 * (docs/product.md#progressive-enhancement).
 */
export function Lightbox({
  photos,
  controller,
  credit,
  photoActions,
}: {
  photos: readonly PhotoView[];
  controller: LightboxController;
  /** Say whose each photo is, "by Jane Doe" (the home gallery, where photos are everyone's). */
  credit?: boolean;
  /** SDK 1.2: the host's controls for the photo on show, in the bar (a share link's heart). */
  photoActions?: PhotoActions;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const touchStartX = useRef<number | null>(null);
  // Some browsers follow a swipe with a click on the same spot: that must not close the viewer.
  const lastSwipe = useRef(0);
  useDialogBehaviour(controller, dialog);
  const { state, dispatch } = controller;
  const photo = photos[state.index];
  if (!state.open || !photo) return null;
  // A paged gallery's lightbox counts the whole set; its dots jump within what is loaded.
  const { total, offset } = controller;

  return (
    <div
      ref={dialog}
      className="vf-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`Photo viewer: ${photo.title}`}
      data-backdrop="true"
      onClick={(event) => {
        // The dark area around the photo closes the lightbox; the photo and controls do not.
        if (Date.now() - lastSwipe.current < 400) return;
        if ((event.target as HTMLElement).dataset.backdrop) dispatch({ type: "close" });
      }}
      onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const action = swipeAction(end - start, total);
        if (!action) return;
        lastSwipe.current = Date.now();
        dispatch(action);
      }}
    >
      <div className="vf-lightbox__bar">
        <span className="vf-lightbox__counter">{`${offset + state.index + 1} / ${total}`}</span>
        {photoActions ? (
          <div className="vf-lightbox__actions" key={photo.id}>
            {photoActions(photo)}
          </div>
        ) : null}
        <button
          type="button"
          className="vf-lightbox__info-toggle"
          aria-pressed={state.showInfo}
          aria-label="Photo information"
          onClick={() => dispatch({ type: "toggleInfo" })}
        >
          i
        </button>
        <button
          type="button"
          className="vf-lightbox__close"
          aria-label="Close"
          onClick={() => dispatch({ type: "close" })}
        >
          ×
        </button>
      </div>
      <figure className="vf-lightbox__figure" data-backdrop="true">
        <ResponsiveImage
          key={photo.id}
          photo={photo}
          sizes="100vw"
          priority
          className={state.loaded ? "vf-lightbox__image is-shown" : "vf-lightbox__image"}
          onLoad={() => dispatch({ type: "loaded" })}
        />
        <figcaption className="vf-lightbox__caption">
          {photo.title}
          {credit ? <PhotoCredit photo={photo} /> : null}
        </figcaption>
      </figure>
      {state.showInfo ? (
        <aside className="vf-lightbox__info" aria-label="Photo information">
          <h2>{photo.title}</h2>
          {/* Sanitised with an allow-list on the server before it is stored and sent (docs/product.md#security-baseline). */}
          <div dangerouslySetInnerHTML={{ __html: photo.description }} />
          <PhotoLicence photo={photo} />
        </aside>
      ) : null}
      {total > 1 ? (
        <>
          <button
            type="button"
            className="vf-lightbox__arrow vf-lightbox__arrow--prev"
            aria-label="Previous photo"
            onClick={() => dispatch({ type: "prev" })}
          >
            ‹
          </button>
          <button
            type="button"
            className="vf-lightbox__arrow vf-lightbox__arrow--next"
            aria-label="Next photo"
            onClick={() => dispatch({ type: "next" })}
          >
            ›
          </button>
          <div className="vf-dots vf-lightbox__dots" role="group" aria-label="Choose a photo">
            {visibleDots(photos.length, state.index).map((dot) => (
              <button
                key={dot}
                type="button"
                className={dot === state.index ? "vf-dot is-active" : "vf-dot"}
                aria-label={`Show photo ${offset + dot + 1} of ${total}`}
                aria-current={dot === state.index ? "true" : undefined}
                onClick={() => dispatch({ type: "go", index: dot })}
              />
            ))}
          </div>
        </>
      ) : null}
      <p className="vf-lightbox__hint vf-lightbox__hint--desktop">{TEXTS.lightboxHint}</p>
      <p className="vf-lightbox__hint vf-lightbox__hint--mobile">{TEXTS.lightboxHintMobile}</p>
    </div>
  );
}
