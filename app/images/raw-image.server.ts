import type { Sharp } from "sharp";
import { sharp } from "./configured-sharp.server";

/** Decoded 8-bit pixels held in memory, so a picture is decoded once and resized many times. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

export function fromRaw({ data, width, height, channels }: RawImage): Sharp {
  return sharp(data, { raw: { width, height, channels } });
}

/** A copy fitting inside `width` × `height` (by width alone when no height), never enlarged. */
export async function shrinkRaw(
  image: RawImage,
  width: number,
  height?: number,
): Promise<RawImage> {
  return toRaw(fromRaw(image).resize({ width, height, fit: "inside", withoutEnlargement: true }));
}
