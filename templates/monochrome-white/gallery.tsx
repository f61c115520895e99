import { FeaturedGridGallery, type TemplateProps } from "~/template-sdk";

/** The light variant's grid: 2, 3 and 4 columns (the spec gives 2/3/5 for the dark one only). */
export function MonochromeWhiteGallery(
  props: TemplateProps & { onOpen: (photoId: string) => void },
) {
  return <FeaturedGridGallery {...props} columns={{ base: 2, md: 3, lg: 4 }} classPrefix="mono" />;
}
