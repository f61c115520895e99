import { heroScrimOpacity } from "~/template-sdk/contrast";
import { hexToHsl } from "~/services/suggestions/colour-names";
import { summarisePalette, type PaletteSummary } from "~/services/suggestions/palette-summary";
import type { BannerAnalysis } from "./insight-types";
import type { BannerFacts } from "./site-facts";

/** A banner read from its stored colour analysis: the heuristic's per-banner analysis. */
export interface BannerReading extends BannerAnalysis {
  /** The site category the banner suits best, for matching against the photos; null if none. */
  category: string | null;
  temperature: "warm" | "cool" | "neutral";
  /** How dark a scrim white hero text needs over this banner (0–0.9). */
  scrim: number;
}

interface TypeRule {
  category: string | null;
  label: string;
  audience: string;
  words: RegExp;
}

// Words in a banner's name, title or description say more than its colours: checked first.
const TYPES: TypeRule[] = [
  {
    category: "landscape",
    label: "Landscape",
    audience: "Landscape and outdoor photographers; visitors who come for wide views",
    words: /\b(landscape|mountain|valley|hill|lake|desert|canyon|sky|sunset|sunrise|field)s?\b/i,
  },
  {
    category: "travel",
    label: "Travel and coast",
    audience: "Travel photographers; visitors planning trips",
    words: /\b(travel|beach|coast|sea|ocean|harbou?r|island|shore)s?\b/i,
  },
  {
    category: "street",
    label: "Street and urban",
    audience: "Street and documentary photographers",
    words: /\b(street|city|urban|night|neon|downtown)s?\b/i,
  },
  {
    category: "architecture",
    label: "Architecture",
    audience: "Architecture and interior photographers and their clients",
    words: /\b(architecture|building|bridge|tower|interior)s?\b/i,
  },
  {
    category: "portrait",
    label: "Portrait",
    audience: "Portrait and wedding photographers and the people booking them",
    words: /\b(portrait|people|face|wedding|studio)s?\b/i,
  },
  {
    category: "nature",
    label: "Nature",
    audience: "Nature and wildlife photographers",
    words: /\b(nature|forest|tree|leaf|leaves|flower|garden|wildlife|bird)s?\b/i,
  },
];

const BLACK_AND_WHITE: TypeRule = {
  category: "black-and-white",
  label: "Black and white, fine art",
  audience: "Fine-art and black-and-white photographers",
  words: /\b(black and white|monochrome|b&w|noir)\b/i,
};
const LOW_KEY: TypeRule = {
  category: "artistic",
  label: "Low-key, artistic",
  audience: "Photographers with a moody, artistic portfolio",
  words: /$^/,
};
const GENERAL: TypeRule = {
  category: null,
  label: "General, mixed subjects",
  audience: "Every visitor: a neutral backdrop for any portfolio",
  words: /$^/,
};
const byCategory = (category: string) => TYPES.find((t) => t.category === category) ?? GENERAL;

interface Measures {
  /** Weighted chroma (0–1): how colourful the picture looks, unlike HSL saturation, which
   * calls a near-white cream "saturated". */
  colourfulness: number;
  lightnessSpread: number;
  palette: PaletteSummary;
}

function measure(banner: BannerFacts): Measures {
  const colors = banner.colors.length
    ? banner.colors
    : [{ hex: banner.dominantColor ?? "#808080", percentage: 100 }];
  const total = colors.reduce((sum, c) => sum + c.percentage, 0) || 1;
  const hsl = colors.map((c) => ({
    ...(hexToHsl(c.hex) ?? { h: 0, s: 0, l: 0.5 }),
    w: c.percentage / total,
  }));
  const lightness = hsl.filter((c) => c.w >= 0.05).map((c) => c.l);
  return {
    colourfulness: hsl.reduce((sum, c) => sum + c.s * (1 - Math.abs(2 * c.l - 1)) * c.w, 0),
    lightnessSpread: lightness.length ? Math.max(...lightness) - Math.min(...lightness) : 0,
    palette: summarisePalette(colors, banner.dominantColor ?? colors[0].hex),
  };
}

function typeOf(banner: BannerFacts, m: Measures): TypeRule {
  const words = [banner.name, banner.title, banner.description].filter(Boolean).join(" ");
  const named = [BLACK_AND_WHITE, ...TYPES].find((t) => t.words.test(words));
  if (named) return named;
  if (m.colourfulness < 0.08) return BLACK_AND_WHITE;
  if (m.palette.share("green") >= 0.4) return byCategory("nature");
  if (m.palette.share("blue", "teal") >= 0.35) return byCategory("landscape");
  if (m.palette.temperature === "warm" && banner.brightness !== "dark") return byCategory("travel");
  if (banner.brightness === "dark") return LOW_KEY;
  return GENERAL;
}

function styleOf({ colourfulness, lightnessSpread }: Measures): string {
  const colour =
    colourfulness < 0.08
      ? "Monochrome"
      : colourfulness < 0.18
        ? "Muted, understated colour"
        : colourfulness > 0.45
          ? "Vivid, saturated colour"
          : "Natural colour";
  const contrast =
    lightnessSpread > 0.5
      ? "high contrast"
      : lightnessSpread < 0.2
        ? "soft contrast"
        : "balanced contrast";
  return `${colour}, ${contrast}`;
}

const MOODS: Record<string, string> = {
  "warm/bright": "Warm and inviting",
  "warm/dark": "Warm, intimate and moody",
  "warm/other": "Warm and relaxed",
  "cool/bright": "Fresh and airy",
  "cool/dark": "Calm and dramatic",
  "cool/other": "Cool and serene",
  "other/bright": "Light and neutral",
  "other/dark": "Dark and atmospheric",
  "other/other": "Balanced and neutral",
};

/**
 * Out of 10, from what makes a hero work: white text readable without a heavy scrim, a palette
 * of two or three colours, saturation that is neither flat nor garish, a tone that is not extreme.
 */
function appealOf(banner: BannerFacts, m: Measures, scrim: number): number {
  let score = 5;
  score += scrim <= 0.2 ? 1.5 : scrim <= 0.45 ? 0.75 : -0.5;
  score += m.palette.names.length >= 2 ? 1 : 0;
  const c = m.colourfulness;
  score += c >= 0.15 && c <= 0.45 ? 1 : c < 0.08 ? 0.5 : 0;
  score += banner.brightness === "other" ? 0.5 : 0;
  score += m.lightnessSpread >= 0.2 && m.lightnessSpread <= 0.6 ? 0.5 : 0;
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

export function readBanner(banner: BannerFacts): BannerReading {
  const bannerName = banner.title || banner.name;
  if (!banner.colorAnalysisComplete && !banner.colors.length) {
    return {
      bannerId: banner.id,
      bannerName,
      visualStyle: "Not analysed yet",
      mood: "Unknown until its colours are extracted",
      photographyType: GENERAL.label,
      appealRating: null,
      colorPalette: banner.dominantColor ? [banner.dominantColor] : [],
      targetAudience: GENERAL.audience,
      category: null,
      temperature: "neutral",
      scrim: 0,
    };
  }
  const m = measure(banner);
  const type = typeOf(banner, m);
  const scrim = heroScrimOpacity(banner.colors.map((c) => c.hex));
  return {
    bannerId: banner.id,
    bannerName,
    visualStyle: styleOf(m),
    mood: MOODS[`${banner.mood ?? "other"}/${banner.brightness ?? "other"}`],
    photographyType: type.label,
    appealRating: appealOf(banner, m, scrim),
    colorPalette: [...banner.colors]
      .sort((a, b) => b.percentage - a.percentage)
      .slice(0, 5)
      .map((c) => c.hex.toLowerCase()),
    targetAudience: type.audience,
    category: type.category,
    temperature: banner.mood === "warm" || banner.mood === "cool" ? banner.mood : "neutral",
    scrim,
  };
}

/** For analysis lists: the reading without the heuristic's own matching fields. */
export function toAnalysis({
  category: _c,
  temperature: _t,
  ...analysis
}: BannerReading): BannerAnalysis {
  return analysis;
}
