import { Vibrant } from "node-vibrant/node";
import { fromRaw, type RawImage } from "./raw-image.server";

export interface ColorSwatch {
  hex: string;
  /** Share of the palette's pixels, 0–100. */
  percentage: number;
}

export interface ColorAnalysis {
  /** node-vibrant's swatches, most common first. */
  colors: ColorSwatch[];
  dominantColor: string;
  isBlackAndWhite: boolean;
  /** Mean luma, 0 (black) to 1 (white). */
  brightness: number;
}

type Palette = Awaited<ReturnType<ReturnType<typeof Vibrant.from>["getPalette"]>>;
type Swatch = NonNullable<Palette[string]>;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

async function palette(preview: RawImage): Promise<ColorSwatch[]> {
  // node-vibrant decodes with Jimp (pure JS): hand it the small preview, never the photo.
  const png = await fromRaw(preview).png({ compressionLevel: 1 }).toBuffer();
  // Swatches node-vibrant invents to fill empty slots have no pixels behind them: drop them.
  const swatches = Object.values(await Vibrant.from(png).getPalette())
    .filter((s): s is Swatch => s !== null && s.population > 0)
    .filter((s, i, all) => all.findIndex((o) => o.hex === s.hex) === i);
  const total = swatches.reduce((sum, s) => sum + s.population, 0);
  return swatches
    .sort((a, b) => b.population - a.population)
    .map((s) => ({
      hex: s.hex,
      percentage: total ? Math.round((s.population / total) * 1000) / 10 : 0,
    }));
}

/**
 * Black and white: under 1 % of pixels have a chroma (max − min channel) above 24 of 255, so
 * faint toning and JPEG colour noise do not count, but any real patch of colour does.
 */
function toneOf({ data, channels }: RawImage): { isBlackAndWhite: boolean; brightness: number } {
  let colourful = 0;
  let luma = 0;
  const pixels = data.length / channels;
  for (let i = 0; i < data.length; i += channels) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24) colourful++;
    luma += 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  return {
    isBlackAndWhite: colourful / pixels < 0.01,
    brightness: Math.round((luma / pixels / 255) * 1000) / 1000,
  };
}

/** Palette and tone from a small preview (≤ 200 px): heroes, suggestions, the B&W category. */
export async function analyseColors(preview: RawImage): Promise<ColorAnalysis> {
  const colors = await palette(preview);
  // A flat grey picture can leave node-vibrant with no swatch; libvips' histogram always answers.
  const dominantColor =
    colors[0]?.hex ??
    (await fromRaw(preview)
      .stats()
      .then(({ dominant: d }) => hex(d.r, d.g, d.b)));
  return { colors, dominantColor, ...toneOf(preview) };
}
