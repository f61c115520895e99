import type { PhotoDerivative } from "~/data/photos.server";
import type { ProcessedImage } from "~/images/image-pipeline.server";
import type { ObjectStore } from "~/storage/object-store";
import {
  IMMUTABLE_PUBLIC,
  PRIVATE_NO_STORE,
  derivativeKey,
  originalKey,
} from "./photo-keys.server";

export interface StoredPhoto {
  originalKey: string;
  originalSize: number;
  derivatives: PhotoDerivative[];
}

/**
 * Writes the original and every derivative of one photo. All writes are settled before this
 * returns or throws, so a caller that cleans up after a failure never races a write still in
 * flight (which would leave an orphan behind its deletePrefix).
 */
export async function storePhotoObjects(
  store: ObjectStore,
  {
    userId,
    photoId,
    original,
    image,
  }: {
    userId: string;
    photoId: string;
    original: Buffer;
    image: ProcessedImage;
  },
): Promise<StoredPhoto> {
  const key = originalKey(userId, photoId);
  const writes = [
    store.put(key, original, { contentType: image.mime, cacheControl: PRIVATE_NO_STORE }),
    ...image.derivatives.map((d) =>
      store.put(derivativeKey(userId, photoId, d.name), d.buffer, {
        contentType: d.mime,
        // Served as stored when public; the media route narrows it to `private` otherwise.
        cacheControl: IMMUTABLE_PUBLIC,
      }),
    ),
  ];
  const results = await Promise.allSettled(writes);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) throw failure.reason;
  const [stored, ...derived] = results.map(
    (r) => (r as PromiseFulfilledResult<{ size: number }>).value,
  );
  return {
    originalKey: key,
    originalSize: stored!.size,
    derivatives: image.derivatives.map((d, i) => ({
      key: derivativeKey(userId, photoId, d.name),
      width: d.width,
      height: d.height,
      format: d.format,
      size: derived[i]!.size,
    })),
  };
}
