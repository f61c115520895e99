import { Photographers, type TemplateProps } from "~/template-sdk";
import { ClassicAbout } from "./about";
import { ClassicContact } from "./contact";
import { ClassicGallery } from "./gallery";

export { ClassicFooter } from "./footer";

/**
 * Everything below the full-screen hero: the gallery, the home page's photographers, About and
 * contact (docs/product.md#about-contact-and-footer). Loaded and
 * hydrated when it comes into view (classic-portfolio.tsx); the server renders it in full.
 */
export function ClassicSections(props: TemplateProps & { onOpen: (photoId: string) => void }) {
  return (
    <>
      <ClassicGallery {...props} />
      <Photographers photographers={props.photographers} />
      <ClassicAbout owner={props.owner} siteName={props.siteName} />
      {props.contact ? <ClassicContact contact={props.contact} /> : null}
    </>
  );
}
