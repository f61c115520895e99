import { defineTemplate } from "~/template-sdk";
import { MonochromeWhitePortfolio } from "./monochrome-white-portfolio";

/**
 * The light variant of monochrome, with contact section and footer
 * (docs/product.md#public-portfolio-and-templates).
 */
export const Template = defineTemplate({
  Portfolio: MonochromeWhitePortfolio,
  sectionsOnDemand: {
    MonochromeWhiteCollections: () => import("./sections"),
    MonochromeWhiteContact: () => import("./sections"),
    MonochromeWhiteFooter: () => import("./sections"),
  },
});
