import { Lightbox, partOnDemand, useLightbox, type TemplateProps } from "~/template-sdk";
import { ClassicHero } from "./hero";

// Below the full-screen hero: their code comes when they come into view.
const ClassicSections = partOnDemand(() => import("./sections").then((m) => m.ClassicSections));
const ClassicFooter = partOnDemand(() => import("./sections").then((m) => m.ClassicFooter));

/**
 * Hero, gallery, About (classic only, docs/product.md#lightbox), contact, footer; one lightbox for
 * the gallery.
 */
export function ClassicPortfolio(props: TemplateProps) {
  const lightbox = useLightbox(props.photos, props.paging);
  return (
    <>
      <main className="classic">
        <ClassicHero {...props} />
        <ClassicSections {...props} onOpen={lightbox.openPhoto} />
      </main>
      <ClassicFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} credit={props.view === "home"} />
    </>
  );
}
