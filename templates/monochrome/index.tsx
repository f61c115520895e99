import { defineTemplate } from "~/template-sdk";
import { MonochromePortfolio } from "./monochrome-portfolio";

/**
 * Dark, gallery only: no hero, no footer, no extra sections
 * (docs/product.md#public-portfolio-and-templates).
 */
export const Template = defineTemplate({
  Portfolio: MonochromePortfolio,
  // Its public collections (SDK 1.1), below the gallery: loaded when they come into view.
  sectionsOnDemand: { MonochromeCollections: () => import("./collections") },
});
