import { defineTemplate } from "~/template-sdk";
import { EpicPortfolio } from "./epic-portfolio";

/** Full-height photo panels with scroll snapping (spec §2). */
export const Template = defineTemplate({ Portfolio: EpicPortfolio });
