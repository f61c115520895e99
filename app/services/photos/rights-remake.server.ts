import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import {
  DERIVATIVE_FORMATS,
  makeDeferredDerivatives,
  type DerivativeFormat,
} from "~/images/image-pipeline.server";
import { logger } from "~/server/log/logger.server";
import { objectStore, readObject } from "~/storage/store.server";
import { currentRightsEmbed, NO_EMBED_HASH, rightsEmbedHash } from "./rights-embed-for.server";
import { storeDerivatives } from "./store-photo.server";

const isFormat = (format: string): format is DerivativeFormat =>
  (DERIVATIVE_FORMATS as readonly string[]).includes(format);

/** The widths and formats a photo has now: the same are made again. */
const shapesOf = (photo: Photo) =>
  photo.derivatives.flatMap(({ width, format }) => (isFormat(format) ? [{ width, format }] : []));

/**
 * Re-makes a photo's derivatives so they carry its rights as they are now
 * (docs/decisions/0048-re-making-copies-when-rights-change.md). Runs from the background queue in
 * deferred-derivatives.server.ts, one photo at a time and only when no upload waits. The new
 * files land under new content-addressed keys; the record swaps them in with one update, and
 * only then are the old files deleted, so a page never lists a file that is not there.
 * Resolves to whether the photo should be looked at again (its rights changed meanwhile).
 */
export async function remakeForRights(photoId: string): Promise<boolean> {
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  if (!photo?.rightsPending) return false;
  const embed = await currentRightsEmbed(photo);
  const hash = rightsEmbedHash(embed);
  if (hash === (photo.rightsEmbedHash ?? NO_EMBED_HASH) || !photo.derivatives.length) {
    await photos.replaceRightsDerivatives(photoId, photo.derivatives, hash);
    return false;
  }
  const store = objectStore();
  const made = await makeDeferredDerivatives(
    { derivatives: shapesOf(photo) },
    () => {
      if (!photo.originalKey) throw new Error(`Photo ${photoId} has no original to decode`);
      return readObject(photo.originalKey);
    },
    embed,
  );
  const stored = await storeDerivatives(store, photo.userId, photoId, made);
  const swapped = await photos.replaceRightsDerivatives(photoId, stored, hash);
  const kept = new Set((swapped ?? photo).derivatives.map((d) => d.key));
  // Swapped: the old files go. Not swapped (deleted, or done elsewhere): the new ones go instead.
  const unused = swapped ? photo.derivatives : stored;
  await Promise.all(unused.filter((d) => !kept.has(d.key)).map((d) => store.delete(d.key)));
  return swapped ? await changedSince(swapped, hash) : false;
}

/**
 * A change saved while the copies were being made was marked on a photo still pending, and the
 * swap cleared that mark: the rights as they are now decide whether to go round again.
 */
async function changedSince(photo: Photo, made: string): Promise<boolean> {
  if (rightsEmbedHash(await currentRightsEmbed(photo)) === made) return false;
  const { photos } = await db();
  await photos.update(photo.id, { rightsPending: true });
  return true;
}

/**
 * A failed re-make stays marked, to be tried again at the next start, unless its original is
 * gone: that cannot come back, and the mark would keep the photographer's progress note forever.
 */
export async function remakeFailed(error: unknown, photoId: string): Promise<void> {
  logger.error({ err: error, photoId }, "Re-making a photo's derivatives with its rights failed");
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  if (!photo?.rightsPending) return;
  const original = photo.originalKey ? await objectStore().head(photo.originalKey) : null;
  if (!original) await photos.update(photoId, { rightsPending: null });
}
