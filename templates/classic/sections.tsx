import { Photographers, type TemplateProps } from "~/template-sdk";
import { CollectionList } from "~/template-sdk/collections";
import { ClassicAbout } from "./about";
import { ClassicContact } from "./contact";
import { ClassicGallery } from "./gallery";

export { ClassicFooter } from "./footer";

/**
 * Everything below the full-screen hero: the gallery, the portfolio's collections, the home
 * page's photographers, About and contact (docs/product.md#about-contact-and-footer). Loaded and
 * hydrated when it comes into view (classic-portfolio.tsx); the server renders it in full.
 */
export function ClassicSections(props: TemplateProps & { onOpen: (photoId: string) => void }) {
  return (
    <>
      <ClassicGallery {...props} />
      {/* The SDK's cards in classic's style; nothing at all without collections. */}
      <CollectionList collections={props.collections} className="classic-collections" />
      <Photographers photographers={props.photographers} />
      <ClassicAbout owner={props.owner} siteName={props.siteName} />
      {props.contact ? <ClassicContact contact={props.contact} /> : null}
    </>
  );
}
