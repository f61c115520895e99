import { encode } from "~/images/encode.server";
import { runImageJob } from "~/images/image-job-queue.server";
import { openImage } from "~/images/open-image.server";
import { toRaw } from "~/images/raw-image.server";

/**
 * A small upright JPEG for a vision model, built from the image pipeline's own steps so it gets
 * the same checks, HEIC decoding and job queue as every upload. Like every derivative it carries
 * no metadata: EXIF and GPS never leave the server. (The pipeline has no public entry point for
 * this yet; `image-pipeline.server.ts` could export one and this file would shrink to a call.)
 */
export async function previewJpeg(
  buffer: Buffer,
  { maxSide = 1024, owner }: { maxSide?: number; owner?: string } = {},
): Promise<Buffer> {
  const image = await openImage(buffer, "photo");
  return runImageJob(
    "photo",
    async () => {
      const pixels = await toRaw(
        (await image.load()).resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true }),
      );
      return (await encode(pixels, "jpeg")).buffer;
    },
    { owner },
  );
}
