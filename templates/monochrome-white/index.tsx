import { defineTemplate } from "~/template-sdk";
import { MonochromeWhitePortfolio } from "./monochrome-white-portfolio";

/** The light variant of monochrome, with contact section and footer (spec §2). */
export const Template = defineTemplate({ Portfolio: MonochromeWhitePortfolio });
