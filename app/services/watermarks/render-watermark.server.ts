import type { Sharp } from "sharp";
import { sharp } from "~/images/configured-sharp.server";
import { ENCODERS, type DerivativeFormat } from "~/images/encode.server";
import { escapeXml } from "~/images/rights-metadata.server";
import type { WatermarkPosition, WatermarkSettings } from "./watermark-settings";

/**
 * Burns a watermark into one derivative (docs/decisions/0065-watermarks.md): same width, height
 * and format, encoded with the derivatives' own settings (encode.server.ts), and the same
 * metadata the derivative carries (its rights XMP, and EXIF in JPEG; never an ICC profile it did
 * not have), so a watermarked preview differs from the plain one only by the mark.
 */

/** The font text is drawn in: fonts-dejavu-core in the image (Dockerfile), then any sans. */
export const WATERMARK_FONT = "DejaVu Sans, Liberation Sans, sans-serif";

export interface MarkSource {
  settings: Pick<WatermarkSettings, "kind" | "text" | "position" | "size" | "opacity">;
  /** The stored logo's bytes (kind "logo"). */
  logo?: Buffer;
}

/** Space between the mark and the image's edge: 3 % of its shorter side. */
const marginOf = (width: number, height: number) => Math.round(Math.min(width, height) * 0.03);

/**
 * The text as an SVG drawn near the size it will be shown at (librsvg + fontconfig), white with
 * a dark outline so it reads on light and dark photos. Escaped: the text is the photographer's.
 */
function textSvg(text: string, targetWidth: number): Buffer {
  const characters = Math.max(1, [...text].length);
  const fontSize = Math.max(12, Math.min(400, Math.round(targetWidth / (characters * 0.6))));
  const width = Math.ceil(characters * fontSize * 1.1 + fontSize);
  const height = Math.ceil(fontSize * 1.6);
  const stroke = Math.max(1, Math.round(fontSize / 18));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${fontSize / 2}" y="${Math.round(fontSize * 1.15)}" font-family="${WATERMARK_FONT}" ` +
      `font-size="${fontSize}" fill="#ffffff" stroke="#000000" stroke-opacity="0.55" ` +
      `stroke-width="${stroke}" paint-order="stroke" stroke-linejoin="round">` +
      `${escapeXml(text)}</text></svg>`,
  );
}

/** The mark alone, as RGBA pixels fitting in `maxWidth` × `maxHeight`, its opacity applied. */
async function markPixels(
  source: MarkSource,
  targetWidth: number,
  maxHeight: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { settings } = source;
  const drawn: Sharp =
    settings.kind === "text"
      ? sharp(
          await sharp(textSvg(settings.text ?? "", targetWidth))
            .trim()
            .png()
            .toBuffer(),
        )
      : sharp(source.logo!);
  const { data, info } = await drawn
    .ensureAlpha()
    .resize({ width: targetWidth, height: maxHeight, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let alpha = 3; alpha < data.length; alpha += 4) {
    data[alpha] = Math.round(data[alpha]! * settings.opacity);
  }
  return { data, width: info.width, height: info.height };
}

/** Where the mark's top-left corner goes for one of the nine positions. */
function placeOf(
  position: Exclude<WatermarkPosition, "tiled">,
  image: { width: number; height: number },
  mark: { width: number; height: number },
) {
  const margin = marginOf(image.width, image.height);
  const column = position.endsWith("left") ? 0 : position.endsWith("right") ? 2 : 1;
  const row = position.startsWith("top") ? 0 : position.startsWith("bottom") ? 2 : 1;
  const along = (index: number, room: number, size: number) =>
    index === 0 ? margin : index === 2 ? room - size - margin : Math.round((room - size) / 2);
  return {
    left: Math.max(0, along(column, image.width, mark.width)),
    top: Math.max(0, along(row, image.height, mark.height)),
  };
}

/** The derivative's bytes with the mark burnt in, in its own format. */
export async function renderWatermarked(
  input: Buffer,
  format: DerivativeFormat,
  source: MarkSource,
): Promise<Buffer> {
  const image = sharp(input);
  const { width = 0, height = 0, hasAlpha } = await image.metadata();
  const margin = marginOf(width, height);
  const { position } = source.settings;
  const tiled = position === "tiled";
  const targetWidth = Math.max(
    1,
    Math.min(Math.round((width * source.settings.size) / 100), width - 2 * margin),
  );
  const maxHeight = Math.max(1, tiled ? height : height - 2 * margin);
  const mark = await markPixels(source, targetWidth, maxHeight);
  const raw = { width: mark.width, height: mark.height, channels: 4 as const };
  const layer =
    position === "tiled"
      ? {
          // Spaced by half its size each way, so the photo shows between the copies.
          input: await sharp(mark.data, { raw })
            .extend({
              top: Math.round(mark.height / 2),
              bottom: Math.round(mark.height / 2),
              left: Math.round(mark.width / 4),
              right: Math.round(mark.width / 4),
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .png()
            .toBuffer(),
          tile: true,
        }
      : { input: mark.data, raw, ...placeOf(position, { width, height }, mark) };
  let output = image.composite([layer]);
  // Compositing adds an alpha channel; a derivative without one stays without.
  if (!hasAlpha) output = output.removeAlpha();
  return ENCODERS[format](output).keepMetadata().toBuffer();
}
