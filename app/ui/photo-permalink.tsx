import type { CSSProperties } from "react";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
// The SDK's barrel, like every public page: its code is one file (ADR 30).
import {
  PhotoLicence,
  ResponsiveImage,
  TEXTS,
  TemplateRoot,
  type TemplateManifest,
} from "~/template-sdk";
import type { PhotoView } from "~/utils/photo-view";

export interface PermalinkView {
  photo: PhotoView;
  position: number;
  total: number;
  previousId: string;
  nextId: string;
  basePath: string;
  category: string | null;
  templateId: string | null;
  /** Opened from this public collection's page: its order, and the way back to it. */
  collection?: string | null;
}

function hrefs(view: PermalinkView) {
  const base = view.basePath === "/" ? "" : view.basePath;
  const collection = view.collection ? encodeURIComponent(view.collection) : null;
  const query = collection
    ? `?collection=${collection}`
    : view.category
      ? `?featured=${encodeURIComponent(view.category)}`
      : "";
  return {
    photo: (id: string) => `${base}/photos/${encodeURIComponent(id)}${query}`,
    gallery: collection ? `${base}/collections/${collection}` : `${base || "/"}${query}#gallery`,
  };
}

const exifLine = (photo: PhotoView) => {
  const e = photo.exif;
  if (!e) return null;
  return [
    e.camera,
    e.lens,
    e.focalLength ? `${e.focalLength} mm` : null,
    e.aperture ? `f/${e.aperture}` : null,
    e.shutter ? `${e.shutter} s` : null,
    e.iso ? `ISO ${e.iso}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
};

/**
 * The lightbox as a page: works with links alone, and with JavaScript the lightbox keys
 * (Escape, ← →, I) work here too.
 */
export function PhotoPermalink({
  view,
  template,
}: {
  view: PermalinkView;
  /** The template the page takes its colours and fonts from (view.templateId), resolved by the loader. */
  template: TemplateManifest;
}) {
  const navigate = useNavigate();
  const [info, setInfo] = useState(true);
  const links = hrefs(view);
  const { photo } = view;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(links.gallery);
      else if (event.key === "ArrowLeft") navigate(links.photo(view.previousId));
      else if (event.key === "ArrowRight") navigate(links.photo(view.nextId));
      else if (event.key === "i" || event.key === "I") setInfo((shown) => !shown);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, links, view.previousId, view.nextId]);

  return (
    <TemplateRoot manifest={template}>
      <main className="photo-page" aria-labelledby="photo-title">
        <nav className="photo-page__bar" aria-label="Photo">
          <span className="photo-page__counter">
            {view.position} / {view.total}
          </span>
          <Link to={links.gallery} className="photo-page__close" aria-label="Close">
            ×
          </Link>
        </nav>
        <div className="photo-page__stage">
          {view.total > 1 ? (
            <Link
              to={links.photo(view.previousId)}
              className="photo-page__arrow"
              rel="prev"
              aria-label="Previous photo"
            >
              ‹
            </Link>
          ) : null}
          <figure
            className="photo-page__figure"
            // Its box before the image arrives (no layout shift): as wide as fits both the
            // column and 78vh of height at the photo's own proportions (app.css).
            style={
              photo.width && photo.height
                ? ({ "--photo-ratio": (photo.width / photo.height).toFixed(4) } as CSSProperties)
                : undefined
            }
          >
            <ResponsiveImage photo={photo} sizes="(min-width: 1024px) 80vw, 100vw" priority />
          </figure>
          {view.total > 1 ? (
            <Link
              to={links.photo(view.nextId)}
              className="photo-page__arrow"
              rel="next"
              aria-label="Next photo"
            >
              ›
            </Link>
          ) : null}
        </div>
        <section className="photo-page__info" hidden={!info}>
          <h1 id="photo-title">{photo.title}</h1>
          <p className="photo-page__by">
            by{" "}
            <Link to={view.basePath === "/" ? `/${photo.photographerUsername}` : view.basePath}>
              {photo.photographer}
            </Link>
          </p>
          {photo.description ? (
            // Sanitised with an allow-list when stored and again by the loader
            // (docs/product.md#security-baseline).
            <div
              className="photo-page__description"
              dangerouslySetInnerHTML={{ __html: photo.description }}
            />
          ) : null}
          {exifLine(photo) ? <p className="photo-page__exif">{exifLine(photo)}</p> : null}
          <PhotoLicence photo={photo} className="photo-page__licence" />
        </section>
        <p className="photo-page__hint">{TEXTS.lightboxHint}</p>
      </main>
    </TemplateRoot>
  );
}
