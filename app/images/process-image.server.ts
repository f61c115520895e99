import { analyseColors, type ColorSwatch } from "./color-analysis.server";
import type { ImageType } from "./detect-image-type.server";
import {
  DERIVATIVE_WIDTHS,
  deferredOf,
  derivativeWidths,
  makeDerivatives,
  type DeferredDerivative,
} from "./derivatives.server";
import { encode, type Derivative } from "./encode.server";
import { readExifFacts, type ExifFacts, type GpsPosition } from "./exif-facts.server";
import type { ImageKind } from "./image-errors.server";
import { runImageJob, runImageJobWhenIdle } from "./image-job-queue.server";
import { openImage, type OpenedImage } from "./open-image.server";
import { orientationOf, type OrientationLabel } from "./orientation.server";
import { makePlaceholder, type Placeholder } from "./placeholder.server";
import { shrinkRaw, toRaw, type RawImage } from "./raw-image.server";
import type { RightsEmbed } from "./rights-metadata.server";
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
  /** Every width in AVIF, WebP and JPEG, narrowest first, less those deferred. */
  derivatives: Derivative[];
  placeholder: Placeholder;
  /** Encodes left for later (`deferLargeAvif`, ADR 34), with the pixels to make them from. */
  deferred: DeferredWork | null;
}

/** What makeDeferredDerivatives needs: the encodes, and the working copy if it was kept. */
export interface DeferredWork {
  derivatives: DeferredDerivative[];
  /** The upload's working copy (≈13 MB at 2560 px); without it the original is decoded again. */
  pixels?: RawImage;
}

export interface ProcessOptions {
  kind?: ImageKind;
  /** Whose work this is (a user id): each owner's jobs queue apart and take turns (ADR 39). */
  owner?: string;
  widths?: readonly number[];
  /** Hears that the bytes passed the header checks, before they wait their turn to be decoded. */
  onAccepted?: (image: { type: ImageType; mime: string }) => void;
  /**
   * Hears of each derivative as soon as it is encoded, so a caller can store it while the others
   * encode; `derivatives` still lists them all at the end.
   */
  onDerivative?: (derivative: Derivative) => void;
  /**
   * Leave the AVIF copies wider than 1920 px for later (ADR 34): `deferred` says which, and
   * makeDeferredDerivatives makes them.
   */
  deferLargeAvif?: boolean;
  /**
   * The rights every derivative carries, from buildRightsEmbed (ADR 46); without it derivatives
   * carry no metadata at all.
   */
  embed?: RightsEmbed;
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

/** The picture decoded, upright, no wider than `width`: what every derivative is made from. */
async function workingCopy(image: OpenedImage, width: number): Promise<RawImage> {
  return toRaw((await image.load()).resize({ width, withoutEnlargement: true }));
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
  const {
    kind = "photo",
    widths = DERIVATIVE_WIDTHS,
    onAccepted,
    onDerivative,
    owner,
    embed,
  } = options;
  // Header checks are cheap and run at once: a refused upload never waits behind another's decode.
  const image = await openImage(buffer, kind);
  onAccepted?.(image);
  return runImageJob(
    kind,
    async () => {
      const working = await workingCopy(image, Math.max(...widths));
      const made = derivativeWidths(image.width, widths);
      const deferred = options.deferLargeAvif ? deferredOf(made) : [];
      // The colour analysis is JavaScript on the main thread: it runs while libvips encodes.
      const [derivatives, preview] = await settleAll([
        makeDerivatives(working, made, { onEncoded: onDerivative, deferred, embed }),
        shrinkRaw(working, PREVIEW_SIZE, PREVIEW_SIZE).then(async (small) => ({
          placeholder: await makePlaceholder(small),
          colours: await analyseColors(small),
        })),
      ]);
      return {
        ...facts(image),
        ...preview.colours,
        derivatives,
        placeholder: preview.placeholder,
        deferred: deferred.length ? { derivatives: deferred, pixels: working } : null,
      };
    },
    { owner },
  );
}

/**
 * Makes the encodes an upload deferred (ADR 34), from its kept working copy or, when that was let
 * go (a restart, a queue of them), from the original decoded again. Runs only when no upload is
 * waiting for the image queue. `embed` is the photo's rights as they are now (ADR 46), which the
 * caller reads when the job runs, since they may have changed since the upload.
 */
export function makeDeferredDerivatives(
  work: DeferredWork,
  original: () => Promise<Buffer>,
  embed?: RightsEmbed,
): Promise<Derivative[]> {
  const widest = Math.max(...work.derivatives.map((d) => d.width));
  return runImageJobWhenIdle("photo", async () => {
    const source =
      work.pixels ?? (await workingCopy(await openImage(await original(), "photo"), widest));
    const made: Derivative[] = [];
    for (const { width, format } of work.derivatives) {
      const pixels = width >= source.width ? source : await shrinkRaw(source, width);
      made.push(await encode(pixels, format, undefined, embed));
    }
    return made;
  });
}

/** Facts and colours without derivatives: for AI suggestions and hero colour extraction. */
export async function analyseImage(
  buffer: Buffer,
  options: Pick<ProcessOptions, "kind" | "owner"> = {},
): Promise<ImageAnalysis> {
  const { kind = "photo", owner } = options;
  const image = await openImage(buffer, kind);
  return runImageJob(
    kind,
    async () => {
      // Resizing straight from the file lets JPEG and WebP decoders shrink on load (JPEG to 1/8).
      const preview = await toRaw(
        (await image.load()).resize(PREVIEW_SIZE, PREVIEW_SIZE, {
          fit: "inside",
          withoutEnlargement: true,
        }),
      );
      return { ...facts(image), ...(await analyseColors(preview)) };
    },
    { owner },
  );
}
