import type { Sharp } from "sharp";
import { contentHash, derivativeName } from "./content-address.server";
import { fromRaw, type RawImage } from "./raw-image.server";
import type { RightsEmbed } from "./rights-metadata.server";

export type DerivativeFormat = "avif" | "webp" | "jpeg";

export const DERIVATIVE_FORMATS: readonly DerivativeFormat[] = ["avif", "webp", "jpeg"];

export interface Derivative {
  width: number;
  height: number;
  format: DerivativeFormat;
  mime: string;
  /**
   * Encoded bytes with no metadata but the rights they were given (ADR 46): never GPS, serial
   * numbers, maker notes, IPTC or an ICC profile.
   */
  buffer: Buffer;
  size: number;
  contentHash: string;
  /** e.g. `w1280-1a2b3c4d.avif` */
  name: string;
}

const EXTENSIONS: Record<DerivativeFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

// Chosen by CPU time on a 24 MP photograph's widths 320–2560 (ADR 23, `npm run bench`): where
// the former settings (AVIF effort 3, WebP effort 4, mozjpeg) cost 7.5 s of CPU and these 0.95 s:
// - AVIF effort 0 is 10× faster than 3 for ~2.5 % more bytes and 0.3 dB less PSNR; 4:2:0.
// - WebP effort 0 is 3.5× faster than 4 for ~7 % more bytes at the same PSNR.
// - JPEG without mozjpeg's trellis quantisation (6× slower) but with its quantisation table (3):
//   ~14 % more bytes, 0.6 dB more PSNR. Standard Huffman tables, not optimised ones (ADR 29): an
//   optimised table needs a second pass over every coefficient held in memory, 2.8× the CPU and
//   +17 MB at 2560 px for 1.2 % fewer bytes. Baseline, not progressive (1.7× slower for 5 % fewer
//   bytes): JPEG is the fallback that only browsers without WebP get.
// The qualities give comparable PSNR across the three formats.
export const ENCODERS: Record<DerivativeFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 78, effort: 0 }),
  // JPEG has no alpha: transparent areas go white rather than to whatever colour they hide.
  jpeg: (image) =>
    image.flatten({ background: "#ffffff" }).jpeg({
      quality: 80,
      quantisationTable: 3,
      optimiseCoding: false,
    }),
};

/** The rights an encode writes: XMP in every format, and in JPEG also EXIF Artist/Copyright. */
function withRights(image: Sharp, format: DerivativeFormat, embed: RightsEmbed): Sharp {
  const withXmp = image.withXmp(embed.xmp);
  return format === "jpeg" && embed.exif ? withXmp.withExif(embed.exif) : withXmp;
}

/**
 * Encodes already-resized pixels. The pixels come from raw memory, so nothing of the original's
 * metadata can follow them; sharp writes only what `embed` gives ("rights in, location and
 * identity out", ADR 46), and without it nothing at all.
 */
export async function encode(
  image: RawImage,
  format: DerivativeFormat,
  namePrefix = `w${image.width}`,
  embed?: RightsEmbed,
): Promise<Derivative> {
  const encoder = ENCODERS[format](fromRaw(image));
  const buffer = await (embed ? withRights(encoder, format, embed) : encoder).toBuffer();
  const hash = contentHash(buffer);
  return {
    width: image.width,
    height: image.height,
    format,
    mime: `image/${format}`,
    buffer,
    size: buffer.byteLength,
    contentHash: hash,
    name: derivativeName(namePrefix, hash, EXTENSIONS[format]),
  };
}
