import {
  CategoryFilter,
  Lightbox,
  Photographers,
  useLightbox,
  type TemplateProps,
} from "~/template-sdk";
import { MonochromeWhiteGallery } from "./gallery";
import type {
  MonochromeWhiteCollections,
  MonochromeWhiteContact,
  MonochromeWhiteFooter,
} from "./sections";

/** Below the gallery: the host loads their code when they come into view (index.tsx). */
export interface MonochromeWhiteSectionsOnDemand {
  MonochromeWhiteCollections: typeof MonochromeWhiteCollections;
  MonochromeWhiteContact: typeof MonochromeWhiteContact;
  MonochromeWhiteFooter: typeof MonochromeWhiteFooter;
}

/** Monochrome's layout in light colours; unlike the dark one it keeps contact and footer. */
export function MonochromeWhitePortfolio({
  sections: { MonochromeWhiteCollections, MonochromeWhiteContact, MonochromeWhiteFooter },
  ...props
}: TemplateProps & { sections: MonochromeWhiteSectionsOnDemand }) {
  const lightbox = useLightbox(props.photos, props.paging);
  return (
    <>
      <main className="mono">
        <div className="mono-intro">
          <h1>{props.owner?.displayName ?? props.siteName}</h1>
          {props.owner?.tagline ? <p>{props.owner.tagline}</p> : null}
        </div>
        <CategoryFilter
          categories={props.categories}
          selected={props.selectedCategory}
          links={props.links}
          navigate={props.navigate}
          className="mono-categories"
        />
        <MonochromeWhiteGallery {...props} onOpen={lightbox.openPhoto} />
        {props.collections?.length ? (
          <MonochromeWhiteCollections collections={props.collections} />
        ) : null}
        <Photographers photographers={props.photographers} />
        {props.contact ? <MonochromeWhiteContact contact={props.contact} /> : null}
      </main>
      <MonochromeWhiteFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} credit={props.view === "home"} />
    </>
  );
}
