import { FeaturedGridGallery, type TemplateProps } from "~/template-sdk";

/**
 * docs/product.md#public-portfolio-and-templates: the dark template's grid has 2, 3 and 5 columns.
 */
export function MonochromeGallery(props: TemplateProps & { onOpen: (photoId: string) => void }) {
  return <FeaturedGridGallery {...props} columns={{ base: 2, md: 3, lg: 5 }} classPrefix="mono" />;
}
