import { defineTemplate } from "~/template-sdk";
import { ClassicPortfolio } from "./classic-portfolio";

/**
 * The default template (docs/product.md#public-portfolio-and-templates, docs/product.md#entities).
 */
export const Template = defineTemplate({
  Portfolio: ClassicPortfolio,
  sectionsOnDemand: {
    ClassicSections: () => import("./sections"),
    ClassicFooter: () => import("./sections"),
  },
});
