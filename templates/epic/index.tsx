import { defineTemplate } from "~/template-sdk";
import { EpicPortfolio } from "./epic-portfolio";

/**
 * Full-height photo panels with scroll snapping (docs/product.md#public-portfolio-and-templates).
 */
export const Template = defineTemplate({
  Portfolio: EpicPortfolio,
  sectionsOnDemand: {
    EpicSections: () => import("./sections"),
    EpicFooter: () => import("./sections"),
  },
  // Its own collection page (SDK 1.1), loaded on that page only.
  collectionPage: () => import("./collection-page"),
});
