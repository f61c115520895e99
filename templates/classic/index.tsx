import { defineTemplate } from "~/template-sdk";
import { ClassicPortfolio } from "./classic-portfolio";

/** The default template (spec §2, §3). */
export const Template = defineTemplate({ Portfolio: ClassicPortfolio });
