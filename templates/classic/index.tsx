import { defineTemplate } from "~/template-sdk";
import { ClassicPortfolio } from "./classic-portfolio";

/**
 * The default template (docs/product.md#public-portfolio-and-templates, docs/product.md#entities).
 */
export const Template = defineTemplate({
  Portfolio: ClassicPortfolio,
  sectionsOnDemand: {
    ClassicSections: () => import("./sections").then((m) => m.ClassicSections),
    ClassicFooter: () => import("./sections").then((m) => m.ClassicFooter),
  },
});
