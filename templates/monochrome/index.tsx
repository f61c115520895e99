import { defineTemplate } from "~/template-sdk";
import { MonochromePortfolio } from "./monochrome-portfolio";

/** Dark, gallery only: no hero, no footer, no extra sections (spec §2). */
export const Template = defineTemplate({ Portfolio: MonochromePortfolio });
