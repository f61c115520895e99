import { Photographers, type TemplateProps } from "~/template-sdk";
import { EpicCollections } from "./collections";
import { EpicContact } from "./contact";
import { EpicPanels } from "./panels";

export { EpicFooter } from "./footer";

/**
 * The photo panels and the contact panel, below the intro panel
 * (docs/product.md#public-portfolio-and-templates). Loaded and hydrated when they come into view
 * (epic-portfolio.tsx); the server renders them in full.
 */
export function EpicSections(props: TemplateProps & { onOpen: (photoId: string) => void }) {
  return (
    <>
      <EpicPanels {...props} />
      <EpicCollections collections={props.collections} />
      <Photographers photographers={props.photographers} />
      {props.contact ? <EpicContact contact={props.contact} /> : null}
    </>
  );
}
