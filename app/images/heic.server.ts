import type { Metadata, Sharp } from "sharp";
import { sharp } from "./configured-sharp.server";
import { tiffWithProfile } from "./tiff-with-profile.server";

/**
 * Decodes HEIC/HEIF with libheif compiled to WASM (sharp's prebuilt libvips has no HEVC decoder).
 * libheif applies the file's irot/imir transforms itself, so the pixels come out upright; the
 * EXIF Orientation a phone also writes must NOT be applied again (HEIF spec: transforms win).
 */
export async function loadHeic(buffer: Buffer, header: Metadata): Promise<Sharp> {
  // Loaded on the first HEIC only: libheif's WASM costs a process ~24 MB it may never need.
  const { default: decodeHeic } = await import("heic-decode");
  const { width, height, data } = await decodeHeic({ buffer });
  const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const image = header.icc
    ? sharp(tiffWithProfile(width, height, rgba, header.icc))
    : sharp(rgba, { raw: { width, height, channels: 4 } });
  return header.hasAlpha ? image : image.removeAlpha();
}
