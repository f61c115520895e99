import {
  CategoryFilter,
  Lightbox,
  Photographers,
  partOnDemand,
  useLightbox,
  type TemplateProps,
} from "~/template-sdk";
import { MonochromeWhiteGallery } from "./gallery";

// Below the gallery: their code comes when they come into view.
const MonochromeWhiteContact = partOnDemand(() =>
  import("./sections").then((m) => m.MonochromeWhiteContact),
);
const MonochromeWhiteFooter = partOnDemand(() =>
  import("./sections").then((m) => m.MonochromeWhiteFooter),
);

/** Monochrome's layout in light colours; unlike the dark one it keeps contact and footer. */
export function MonochromeWhitePortfolio(props: TemplateProps) {
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
        <Photographers photographers={props.photographers} />
        {props.contact ? <MonochromeWhiteContact contact={props.contact} /> : null}
      </main>
      <MonochromeWhiteFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} credit={props.view === "home"} />
    </>
  );
}
