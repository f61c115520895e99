import { sharp } from "./configured-sharp.server";
import { encode, type Derivative, type DerivativeFormat } from "./encode.server";
import { openImage } from "./open-image.server";
import { fromRaw, toRaw } from "./raw-image.server";
import { runImageJob } from "./image-job-queue.server";

/** docs/product.md#validation-rules recommends 400×400 or larger; 128 serves the navigation bar. */
export const AVATAR_SIZES = [400, 128] as const;

const AVATAR_FORMATS: readonly DerivativeFormat[] = ["webp", "jpeg"];

export interface ProcessedAvatar {
  mime: string;
  /** Side of the largest square made. */
  size: number;
  /** Square crops, named `s400-<hash8>.webp`, largest first. */
  derivatives: Derivative[];
}

/**
 * Profile pictures: the 5 MB limit and wording of docs/product.md#validation-rules, cropped square
 * around the most salient region (libvips' attention strategy) rather than blindly at the centre.
 */
export async function processAvatar(buffer: Buffer, owner?: string): Promise<ProcessedAvatar> {
  const image = await openImage(buffer, "avatar");
  return runImageJob(
    "avatar",
    async () => {
      const side = Math.min(AVATAR_SIZES[0], image.width, image.height);
      const square = await toRaw(
        (await image.load()).resize(side, side, {
          fit: "cover",
          position: sharp.strategy.attention,
        }),
      );
      // A small source is not enlarged: its own side becomes the largest size.
      const sizes = [side, ...AVATAR_SIZES.filter((s) => s < side)];
      const derivatives: Derivative[] = [];
      for (const size of sizes) {
        const copy = size === side ? square : await toRaw(fromRaw(square).resize(size));
        for (const format of AVATAR_FORMATS)
          derivatives.push(await encode(copy, format, `s${size}`));
      }
      return { mime: image.mime, size: side, derivatives };
    },
    { owner },
  );
}
