import type { PhotoDerivative } from "~/data/photos.server";
import type { Derivative, ProcessedImage } from "~/images/image-pipeline.server";
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

type Write = Promise<{ size: number }>;

/** Writes one derivative under its photo's folder. */
function putDerivative(store: ObjectStore, userId: string, photoId: string, d: Derivative): Write {
  return store.put(derivativeKey(userId, photoId, d.name), d.buffer, {
    contentType: d.mime,
    // Served as stored when public; the media route narrows it to `private` otherwise.
    cacheControl: IMMUTABLE_PUBLIC,
  });
}

/** A stored derivative as its photo's record lists it. */
function derivativeRecord(
  userId: string,
  photoId: string,
  d: Derivative,
  size: number,
): PhotoDerivative {
  const { width, height, format } = d;
  return { key: derivativeKey(userId, photoId, d.name), width, height, format, size };
}

/**
 * Writes derivatives made after their photo was stored (ADR 34); resolves to what its record
 * lists once every write has settled, or rejects with the first failure.
 */
export async function storeDerivatives(
  store: ObjectStore,
  userId: string,
  photoId: string,
  derivatives: Derivative[],
): Promise<PhotoDerivative[]> {
  const writes = await Promise.allSettled(
    derivatives.map((d) => putDerivative(store, userId, photoId, d)),
  );
  return writes.map((write, i) => {
    if (write.status === "rejected") throw write.reason;
    return derivativeRecord(userId, photoId, derivatives[i]!, write.value.size);
  });
}

/**
 * Writes one photo's objects as they become ready — the original once the pipeline has accepted
 * it, each derivative as soon as it is encoded — so storing overlaps the encoding instead of
 * following it. Each object is written once, however often it is handed over.
 */
export function photoWriter(store: ObjectStore, userId: string, photoId: string) {
  const key = originalKey(userId, photoId);
  let original: Write | null = null;
  const derivatives = new Map<string, Write>();

  const writer = {
    original(bytes: Buffer, contentType: string) {
      if (original) return;
      original = store.put(key, bytes, { contentType, cacheControl: PRIVATE_NO_STORE });
      original.catch(() => undefined);
    },

    derivative(d: Derivative) {
      if (derivatives.has(d.name)) return;
      const write = putDerivative(store, userId, photoId, d);
      write.catch(() => undefined); // reported by `stored`

      derivatives.set(d.name, write);
    },

    /** Whether any write has started: only then is there anything to clean up. */
    hasStarted: () => original !== null || derivatives.size > 0,

    /** Waits for every write started so far, failed or not: call before cleaning up. */
    async settled(): Promise<void> {
      await Promise.allSettled([original, ...derivatives.values()]);
    },

    /**
     * Writes whatever of `image` is not written yet and waits for every write. All writes are
     * settled before this returns or throws, so a caller that cleans up after a failure never
     * races a write still in flight (which would leave an orphan behind its deletePrefix).
     */
    async stored(bytes: Buffer, image: ProcessedImage): Promise<StoredPhoto> {
      writer.original(bytes, image.mime);
      for (const d of image.derivatives) writer.derivative(d);
      const writes = [original!, ...image.derivatives.map((d) => derivatives.get(d.name)!)];
      const results = await Promise.allSettled(writes);
      await writer.settled();
      const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failure) throw failure.reason;
      const [stored, ...derived] = results.map(
        (r) => (r as PromiseFulfilledResult<{ size: number }>).value,
      );
      return {
        originalKey: key,
        originalSize: stored!.size,
        derivatives: image.derivatives.map((d, i) =>
          derivativeRecord(userId, photoId, d, derived[i]!.size),
        ),
      };
    },
  };
  return writer;
}

/** Writes the original and every derivative of one photo processed beforehand. */
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
  return photoWriter(store, userId, photoId).stored(original, image);
}
