import { nameColour, type ColourFamily, type Temperature } from "./colour-names";

export interface PaletteSummary {
  /** Distinct colour names, most of the picture first; at most three, each ≥ 10 % of it. */
  names: string[];
  temperature: Temperature;
  /** Share (0–1) of the palette in a hue family. */
  share: (...families: ColourFamily[]) => number;
}

interface Swatch {
  hex: string;
  percentage: number;
}

const MIN_SHARE = 10;

/** Reads a node-vibrant palette (or the dominant colour alone) as words and proportions. */
export function summarisePalette(colors: Swatch[], dominantColor: string): PaletteSummary {
  const swatches = colors.length ? colors : [{ hex: dominantColor, percentage: 100 }];
  const total = swatches.reduce((sum, s) => sum + s.percentage, 0) || 1;
  const named = swatches.map((s) => ({ ...nameColour(s.hex), weight: s.percentage / total }));

  const byName = new Map<string, number>();
  for (const c of named) byName.set(c.name, (byName.get(c.name) ?? 0) + c.weight);
  const names = [...byName]
    .filter(([, weight]) => weight * 100 >= MIN_SHARE)
    // Ties break by name so the same picture always reads the same.
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .slice(0, 3)
    .map(([name]) => name);
  if (!names.length) names.push(nameColour(swatches[0].hex).name);

  const share = (...families: ColourFamily[]) =>
    named.filter((c) => families.includes(c.family)).reduce((sum, c) => sum + c.weight, 0);
  const warm = named.filter((c) => c.temperature === "warm").reduce((s, c) => s + c.weight, 0);
  const cool = named.filter((c) => c.temperature === "cool").reduce((s, c) => s + c.weight, 0);
  const temperature: Temperature = warm >= 0.6 ? "warm" : cool >= 0.6 ? "cool" : "neutral";
  return { names, temperature, share };
}
