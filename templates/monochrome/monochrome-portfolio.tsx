import {
  CategoryFilter,
  Lightbox,
  Photographers,
  useLightbox,
  type TemplateProps,
} from "~/template-sdk";
import type { MonochromeCollections } from "./collections";

/** Below the gallery: the host loads its code when it comes into view (index.tsx). */
export interface MonochromeSectionsOnDemand {
  MonochromeCollections: typeof MonochromeCollections;
}
import { MonochromeGallery } from "./gallery";

/**
 * A title line, the categories and the gallery (and the portfolio's collections, when it has
 * some): docs/product.md#public-portfolio-and-templates gives this template nothing else.
 */
export function MonochromePortfolio({
  sections: { MonochromeCollections },
  ...props
}: TemplateProps & { sections: MonochromeSectionsOnDemand }) {
  const lightbox = useLightbox(props.photos, props.paging);
  const title = props.owner?.displayName ?? props.siteName;
  return (
    <>
      <main className="mono">
        <div className="mono-intro">
          <h1>{title}</h1>
          {props.owner?.tagline ? <p>{props.owner.tagline}</p> : null}
        </div>
        <CategoryFilter
          categories={props.categories}
          selected={props.selectedCategory}
          links={props.links}
          navigate={props.navigate}
          className="mono-categories"
        />
        <MonochromeGallery {...props} onOpen={lightbox.openPhoto} />
        {props.collections?.length ? (
          <MonochromeCollections collections={props.collections} />
        ) : null}
        <Photographers photographers={props.photographers} />
      </main>
      <Lightbox photos={props.photos} controller={lightbox} credit={props.view === "home"} />
    </>
  );
}
