/** WCAG contrast maths for text over the hero banner (accessibility: text over the hero is checked). */

const HEX = /^#?([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (WCAG 2) of an sRGB colour given as 0–255 channels. */
export function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export const TEXT_CONTRAST = 4.5;

/**
 * How dark a black scrim over the banner must be for white hero text to reach 4.5:1 against the
 * banner's lightest analysed colour (its brightest region, where text is hardest to read).
 * 0 when the colours are dark enough already, or unknown (the template's own overlay then applies).
 */
export function heroScrimOpacity(colors: readonly string[] | undefined): number {
  const parsed = (colors ?? [])
    .map(channels)
    .filter((c): c is [number, number, number] => c !== null);
  if (!parsed.length) return 0;
  const lightest = parsed.reduce((a, b) => (luminance(a) >= luminance(b) ? a : b));
  for (let alpha = 0; alpha <= 0.9; alpha += 0.05) {
    const dimmed = lightest.map((c) => c * (1 - alpha)) as [number, number, number];
    if (contrastRatio(1, luminance(dimmed)) >= TEXT_CONTRAST) return Math.round(alpha * 100) / 100;
  }
  return 0.9;
}
