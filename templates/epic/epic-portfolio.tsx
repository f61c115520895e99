import { useRef } from "react";
import { Lightbox, partOnDemand, useLightbox, type TemplateProps } from "~/template-sdk";
import { EpicHero } from "./hero";
import { usePanelSnap } from "./use-panel-snap";

// Below the intro panel: their code comes when they come into view.
const EpicSections = partOnDemand(() => import("./sections").then((m) => m.EpicSections));
const EpicFooter = partOnDemand(() => import("./sections").then((m) => m.EpicFooter));

/**
 * An intro panel, one full-height panel per photo, then contact and footer
 * (docs/product.md#public-portfolio-and-templates).
 */
export function EpicPortfolio(props: TemplateProps) {
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
