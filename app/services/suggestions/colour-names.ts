/**
 * Plain-language names for palette colours. Hue families with a dark, a middle and a light name
 * keep the vocabulary small enough to read well in a title ("Navy and Amber"), and rules on hue
 * and lightness stay predictable where a nearest-named-colour lookup jumps between neighbours.
 */

export type ColourFamily =
  | "neutral"
  | "red"
  | "orange"
  | "amber"
  | "yellow"
  | "green"
  | "teal"
  | "blue"
  | "purple"
  | "magenta";

export type Temperature = "warm" | "cool" | "neutral";

export interface ColourName {
  name: string;
  family: ColourFamily;
  temperature: Temperature;
}

interface Hsl {
  /** Degrees, 0–360. */
  h: number;
  /** 0–1. */
  s: number;
  /** 0–1. */
  l: number;
}

/** [family, hue where it ends (exclusive), dark name, middle name, light name] */
const HUES: [ColourFamily, number, string, string, string][] = [
  ["red", 15, "maroon", "red", "pink"],
  ["orange", 35, "brown", "orange", "peach"],
  ["amber", 50, "bronze", "amber", "sand"],
  ["yellow", 65, "olive", "yellow", "cream"],
  ["green", 160, "forest green", "green", "pale green"],
  ["teal", 195, "dark teal", "teal", "aqua"],
  ["blue", 255, "navy", "blue", "pale blue"],
  ["purple", 290, "indigo", "purple", "lavender"],
  ["magenta", 345, "plum", "magenta", "pink"],
  ["red", 361, "maroon", "red", "pink"],
];

const WARM = new Set<ColourFamily>(["red", "orange", "amber", "yellow"]);
const COOL = new Set<ColourFamily>(["teal", "blue", "purple"]);

export function hexToHsl(hex: string): Hsl | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1], 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l };
  const s = chroma / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / chroma + 6) % 6;
  else if (max === g) h = (b - r) / chroma + 2;
  else h = (r - g) / chroma + 4;
  return { h: h * 60, s, l };
}

function neutralName(l: number): string {
  if (l < 0.12) return "black";
  if (l < 0.3) return "charcoal";
  if (l < 0.62) return "grey";
  if (l < 0.86) return "silver";
  return "white";
}

/** Names a colour such as node-vibrant's swatch hex; an unreadable value reads as grey. */
export function nameColour(hex: string): ColourName {
  const hsl = hexToHsl(hex);
  // Below ~12 % saturation, or at the extremes of lightness, the eye sees no hue.
  if (!hsl || hsl.s < 0.12 || hsl.l < 0.06 || hsl.l > 0.96) {
    return { name: neutralName(hsl?.l ?? 0.5), family: "neutral", temperature: "neutral" };
  }
  const [family, , dark, middle, light] = HUES.find(([, end]) => hsl.h < end) ?? HUES[0];
  const name = hsl.l < 0.3 ? dark : hsl.l > 0.7 ? light : middle;
  const temperature = WARM.has(family) ? "warm" : COOL.has(family) ? "cool" : "neutral";
  return { name, family, temperature };
}
