import { Lightbox, useLightbox, type TemplateProps } from "~/template-sdk";
import { ClassicAbout } from "./about";
import { ClassicContact } from "./contact";
import { ClassicFooter } from "./footer";
import { ClassicGallery } from "./gallery";
import { ClassicHero } from "./hero";

/** Hero, gallery, About (classic only, spec §2), contact, footer; one lightbox for the gallery. */
export function ClassicPortfolio(props: TemplateProps) {
  const lightbox = useLightbox(props.photos, props.paging);
  return (
    <>
      <main className="classic">
        <ClassicHero {...props} />
        <ClassicGallery {...props} onOpen={lightbox.openPhoto} />
        <ClassicAbout owner={props.owner} siteName={props.siteName} />
        {props.contact ? <ClassicContact contact={props.contact} /> : null}
      </main>
      <ClassicFooter owner={props.owner} siteName={props.siteName} />
      <Lightbox photos={props.photos} controller={lightbox} />
    </>
  );
}
