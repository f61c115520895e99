import { useRef } from "react";
import { Lightbox, useLightbox, type TemplateProps } from "~/template-sdk";
import { EpicHero } from "./hero";
import type { EpicFooter, EpicSections } from "./sections";
import { usePanelSnap } from "./use-panel-snap";

/** Below the intro panel: the host loads their code when they come into view (index.tsx). */
export interface EpicSectionsOnDemand {
  EpicSections: typeof EpicSections;
  EpicFooter: typeof EpicFooter;
}

/**
 * An intro panel, one full-height panel per photo, then contact and footer
 * (docs/product.md#public-portfolio-and-templates).
 */
export function EpicPortfolio({
  sections: { EpicSections, EpicFooter },
  ...props
}: TemplateProps & { sections: EpicSectionsOnDemand }) {
  const lightbox = useLightbox(props.photos, props.paging);
  const panels = useRef<HTMLElement>(null);
  usePanelSnap(panels);
  return (
    <>
      <main className="epic" ref={panels}>
        <EpicHero {...props} />
        <EpicSections {...props} onOpen={lightbox.openPhoto} />
      </main>
      <EpicFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} credit={props.view === "home"} />
    </>
  );
}
