#!/usr/bin/env node
// Derives the size-adjusted fallback for Montserrat
// (docs/decisions/0024-public-pages-lighthouse.md): the
// `size-adjust`, `ascent-override`, `descent-override` and `line-gap-override` that make Arial (or
// a metric-compatible Liberation Sans / Arimo) take the room Montserrat will take, so the swap
// to the web font moves nothing. Reads the very file the site ships and Liberation Sans Regular
// (Debian's fonts-liberation: Arial's advance widths and vertical metrics).
// Usage: node scripts/fonts/fallback-metrics.mjs [--fallback path/to/font.ttf]
// Prints the @font-face descriptors for each weight the templates use; app/styles/fonts.css
// carries the figures for weight 400 (body text).
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);
const montserratFile = path.join(
  path.dirname(require.resolve("@fontsource-variable/montserrat/package.json")),
  "files/montserrat-latin-wght-normal.woff2",
);
const flag = process.argv.indexOf("--fallback");
const fallbackFile =
  flag > 0
    ? process.argv[flag + 1]
    : "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

// Relative frequency of letters in English text, and the space between words (about one
// character in six): the width of running text, not of the alphabet.
const FREQUENCIES = {
  " ": 18.0,
  e: 10.2,
  t: 7.4,
  a: 6.6,
  o: 6.1,
  i: 5.6,
  n: 5.6,
  s: 5.2,
  h: 5.0,
  r: 4.9,
  d: 3.5,
  l: 3.3,
  c: 2.3,
  u: 2.3,
  m: 2.0,
  w: 1.9,
  f: 1.8,
  g: 1.6,
  y: 1.6,
  p: 1.6,
  b: 1.2,
  v: 0.8,
  k: 0.6,
  j: 0.1,
  x: 0.1,
  q: 0.1,
  z: 0.1,
};

/** Frequency-weighted advance width of running text, in ems; `advance` gives a glyph's width. */
function averageWidth(font, advance = (glyph) => glyph.advanceWidth) {
  let width = 0;
  let weight = 0;
  for (const [char, frequency] of Object.entries(FREQUENCIES)) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0));
    width += (advance(glyph) / font.unitsPerEm) * frequency;
    weight += frequency;
  }
  return width / weight;
}

/** Ascent, descent and line gap as the browser reads them (hhea), in ems. */
function verticalMetrics(font) {
  return {
    ascent: font.hhea.ascent / font.unitsPerEm,
    descent: Math.abs(font.hhea.descent) / font.unitsPerEm,
    lineGap: font.hhea.lineGap / font.unitsPerEm,
  };
}

const percent = (n) => `${(n * 100).toFixed(2)}%`;
const fallback = fontkit.openSync(fallbackFile);
const montserrat = fontkit.openSync(montserratFile);
/**
 * A glyph's advance at one weight: the default instance's width plus the HVAR delta for that
 * weight. (fontkit's getVariation() cannot re-read a WOFF2 file's glyphs, so the delta is asked
 * of a copy whose weight is set, and the glyphs come from the original.)
 */
function advanceAt(wght) {
  const varied = fontkit.openSync(montserratFile);
  if (!varied.HVAR) throw new Error("Montserrat without HVAR: widths would ignore the weight");
  varied.variationCoords = varied.fvar.axis.map((axis) =>
    axis.axisTag.trim() === "wght" ? wght : axis.defaultValue,
  );
  const processor = varied._variationProcessor;
  return (glyph) => glyph.advanceWidth + processor.getAdvanceAdjustment(glyph.id, varied.HVAR);
}
const fallbackWidth = averageWidth(fallback);
console.log(`Montserrat: ${path.relative(process.cwd(), montserratFile)}`);
console.log(
  `Fallback:   ${fallbackFile} (${fallback.fullName}), average width ${fallbackWidth.toFixed(4)} em\n`,
);
for (const wght of [200, 300, 400]) {
  const width = averageWidth(montserrat, advanceAt(wght));
  const v = verticalMetrics(montserrat);
  const sizeAdjust = width / fallbackWidth;
  console.log(`wght ${wght}: average width ${width.toFixed(4)} em`);
  console.log(`  size-adjust: ${percent(sizeAdjust)};`);
  console.log(`  ascent-override: ${percent(v.ascent / sizeAdjust)};`);
  console.log(`  descent-override: ${percent(v.descent / sizeAdjust)};`);
  console.log(`  line-gap-override: ${percent(v.lineGap / sizeAdjust)};\n`);
}
