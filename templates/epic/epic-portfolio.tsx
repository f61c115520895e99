import { useRef } from "react";
import { Lightbox, useLightbox, type TemplateProps } from "~/template-sdk";
import { EpicContact } from "./contact";
import { EpicFooter } from "./footer";
import { EpicHero } from "./hero";
import { EpicPanels } from "./panels";
import { usePanelSnap } from "./use-panel-snap";

/** An intro panel, one full-height panel per photo, then contact and footer (spec §2). */
export function EpicPortfolio(props: TemplateProps) {
  const lightbox = useLightbox(props.photos, props.paging);
  const panels = useRef<HTMLElement>(null);
  usePanelSnap(panels);
  return (
    <>
      <main className="epic" ref={panels}>
        <EpicHero {...props} />
        <EpicPanels {...props} onOpen={lightbox.openPhoto} />
        {props.contact ? <EpicContact contact={props.contact} /> : null}
      </main>
      <EpicFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} />
    </>
  );
}
