import { Lightbox, useLightbox, type TemplateProps } from "~/template-sdk";
import { ClassicHero } from "./hero";
import type { ClassicFooter, ClassicSections } from "./sections";

/** Below the full-screen hero: the host loads their code when they come into view (index.tsx). */
export interface ClassicSectionsOnDemand {
  ClassicSections: typeof ClassicSections;
  ClassicFooter: typeof ClassicFooter;
}

/**
 * Hero, gallery, About (classic only, docs/product.md#lightbox), contact, footer; one lightbox for
 * the gallery.
 */
export function ClassicPortfolio({
  sections: { ClassicSections, ClassicFooter },
  ...props
}: TemplateProps & { sections: ClassicSectionsOnDemand }) {
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
