import { rgbaToThumbHash } from "thumbhash";
import { fromRaw, type RawImage } from "./raw-image.server";

export interface Placeholder {
  /** ThumbHash, base64 (~25 bytes): a page decodes it into a blurred preview while loading. */
  thumbhash: string;
  /** A 16 px WebP as a data URL (~200 bytes), for pages that run no script: blur it with CSS. */
  dataUrl: string;
}

export async function makePlaceholder(preview: RawImage): Promise<Placeholder> {
  // ThumbHash takes at most 100×100 RGBA pixels.
  const { data, info } = await fromRaw(preview)
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(info.width, info.height, data);
  const tiny = await fromRaw(preview)
    .resize(16, 16, { fit: "inside" })
    .webp({ quality: 50 })
    .toBuffer();
  return {
    thumbhash: Buffer.from(hash).toString("base64"),
    dataUrl: `data:image/webp;base64,${tiny.toString("base64")}`,
  };
}
