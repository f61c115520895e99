import { analyseColors, type ColorSwatch } from "./color-analysis.server";
import type { ImageType } from "./detect-image-type.server";
import { DERIVATIVE_WIDTHS, derivativeWidths, makeDerivatives } from "./derivatives.server";
import type { Derivative } from "./encode.server";
import { readExifFacts, type ExifFacts, type GpsPosition } from "./exif-facts.server";
import type { ImageKind } from "./image-errors.server";
import { runImageJob } from "./image-job-queue.server";
import { openImage, type OpenedImage } from "./open-image.server";
import { orientationOf, type OrientationLabel } from "./orientation.server";
import { makePlaceholder, type Placeholder } from "./placeholder.server";
import { shrinkRaw, toRaw } from "./raw-image.server";
import { settleAll } from "./settle-all.server";

export interface ImageAnalysis {
  type: ImageType;
  mime: string;
  /** As displayed, after orientation. */
  width: number;
  height: number;
  orientation: OrientationLabel;
  colors: ColorSwatch[];
  dominantColor: string;
  isBlackAndWhite: boolean;
  brightness: number;
  /** Public facts: camera, lens, exposure, date. */
  exif: ExifFacts | null;
  /** Private to the owner; never published. */
  gps: GpsPosition | null;
  takenAt: string | null;
}

export interface ProcessedImage extends ImageAnalysis {
  /** Every width in AVIF, WebP and JPEG, narrowest first. */
  derivatives: Derivative[];
  placeholder: Placeholder;
}

export interface ProcessOptions {
  kind?: ImageKind;
  widths?: readonly number[];
  /** Hears that the bytes passed the header checks, before they wait their turn to be decoded. */
  onAccepted?: (image: { type: ImageType; mime: string }) => void;
  /**
   * Hears of each derivative as soon as it is encoded, so a caller can store it while the others
   * encode; `derivatives` still lists them all at the end.
   */
  onDerivative?: (derivative: Derivative) => void;
}

const PREVIEW_SIZE = 200;

function facts(image: OpenedImage) {
  const { exif, gps } = readExifFacts(image.header.exif);
  const { type, mime, width, height } = image;
  return {
    type,
    mime,
    width,
    height,
    orientation: orientationOf(width, height),
    exif,
    gps,
    takenAt: exif?.takenAt ?? null,
  };
}

/**
 * The one path every upload takes: validate, decode and orient once into a working copy no wider
 * than the largest derivative, then derivatives, placeholder and colours all come from that copy.
 * Throws ImageRejectedError (with the spec's message) for anything it cannot accept.
 */
export async function processImage(
  buffer: Buffer,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  const { kind = "photo", widths = DERIVATIVE_WIDTHS, onAccepted, onDerivative } = options;
  // Header checks are cheap and run at once: a refused upload never waits behind another's decode.
  const image = await openImage(buffer, kind);
  onAccepted?.(image);
  return runImageJob(kind, async () => {
    const working = await toRaw(
      (await image.load()).resize({ width: Math.max(...widths), withoutEnlargement: true }),
    );
    // The colour analysis is JavaScript on the main thread: it runs while libvips encodes.
    const [derivatives, preview] = await settleAll([
      makeDerivatives(working, derivativeWidths(image.width, widths), onDerivative),
      shrinkRaw(working, PREVIEW_SIZE, PREVIEW_SIZE).then(async (small) => ({
        placeholder: await makePlaceholder(small),
        colours: await analyseColors(small),
      })),
    ]);
    return { ...facts(image), ...preview.colours, derivatives, placeholder: preview.placeholder };
  });
}

/** Facts and colours without derivatives: for AI suggestions and hero colour extraction. */
export async function analyseImage(
  buffer: Buffer,
  options: { kind?: ImageKind } = {},
): Promise<ImageAnalysis> {
  const { kind = "photo" } = options;
  const image = await openImage(buffer, kind);
  return runImageJob(kind, async () => {
    // Resizing straight from the file lets JPEG and WebP decoders shrink on load (JPEG to 1/8).
    const preview = await toRaw(
      (await image.load()).resize(PREVIEW_SIZE, PREVIEW_SIZE, {
        fit: "inside",
        withoutEnlargement: true,
      }),
    );
    return { ...facts(image), ...(await analyseColors(preview)) };
  });
}
