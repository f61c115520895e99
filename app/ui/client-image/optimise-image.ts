import { createSurface } from "./canvas-encode";
import { browserCanDecode, type UploadFormat } from "./image-signature";
import { scaledSize, settingsForSize } from "./optimisation-settings";
import { keepOriginal, webpIsUsable } from "./pick-output";
import { exifField } from "./read-exif";

export interface OptimisedImage {
  file: File;
  originalBytes: number;
  /** False when the file is sent as chosen (server-decoded formats, or nothing to gain). */
  optimised: boolean;
  /** Whether the browser can show it as a preview (it cannot show HEIC or TIFF). */
  previewable: boolean;
  /**
   * The original's EXIF (base64) when the file was re-encoded, which drops it; null when the
   * file is sent as chosen (it carries its own) or the original had none.
   */
  exif: string | null;
}

export type ProgressListener = (percent: number) => void;

/**
 * The file exactly as chosen, for a photographer who keeps their originals (Account → Settings):
 * every byte, and so every piece of metadata, reaches the server.
 */
export function asChosen(file: File, format: UploadFormat): OptimisedImage {
  return {
    file,
    originalBytes: file.size,
    optimised: false,
    previewable: browserCanDecode(format),
    exif: null,
  };
}

const renamed = (name: string, extension: string) =>
  `${name.replace(/\.[^.]+$/, "") || "photo"}.${extension}`;

/**
 * docs/product.md#states-and-transitions, docs/product.md#constants-and-limits: resizes and
 * re-encodes a photo in the browser before upload, reporting progress from 5 to 100. Throws when
 * the browser cannot decode the image (the caller resets the form).
 */
export async function optimiseImage(
  file: File,
  format: UploadFormat,
  onProgress: ProgressListener = () => {},
): Promise<OptimisedImage> {
  onProgress(5);
  const unchanged = (previewable: boolean): OptimisedImage => {
    onProgress(100);
    return { file, originalBytes: file.size, optimised: false, previewable, exif: null };
  };
  if (!browserCanDecode(format)) return unchanged(false);

  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  onProgress(35);
  const { maxWidth, quality } = settingsForSize(file.size);
  const { width, height, resized } = scaledSize(bitmap.width, bitmap.height, maxWidth);
  const surface = createSurface(width, height);
  try {
    surface.draw(bitmap, false);
    onProgress(60);
    let output = await surface.encode("image/webp", quality);
    onProgress(80);
    if (!webpIsUsable(output, file.size)) {
      surface.draw(bitmap, true);
      output = await surface.encode("image/jpeg", quality);
    }
    onProgress(95);
    if (keepOriginal(output, file.size, resized)) return unchanged(true);
    const extension = output.type === "image/webp" ? "webp" : "jpg";
    const exif = await exifField(file);
    onProgress(100);
    return {
      file: new File([output], renamed(file.name, extension), { type: output.type }),
      originalBytes: file.size,
      optimised: true,
      previewable: true,
      exif,
    };
  } finally {
    bitmap.close();
  }
}
