import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import {
  deferredOf,
  derivativeWidths,
  makeDeferredDerivatives,
  type DeferredWork,
  type Derivative,
} from "~/images/image-pipeline.server";
import { logger } from "~/server/log/logger.server";
import { objectStore, readObject } from "~/storage/store.server";
import { currentRightsEmbed } from "./rights-embed-for.server";
import { remakeFailed, remakeForRights } from "./rights-remake.server";
import { storeDerivatives } from "./store-photo.server";

/**
 * The derivatives an upload leaves for later (ADR 34) are made here, one photo at a time, when no
 * upload is waiting for the image queue. A photo is marked `derivativesPending` until they are
 * stored and listed on it; whatever a stopped process left unmade is picked up at the next start.
 * Derivatives re-made because their rights changed (ADR 48, marked `rightsPending`) go through
 * the same loop, after every upload's deferred ones: one at a time, never two on the same photo.
 */

interface Entry {
  photoId: string;
  /** Only the newest entry keeps its upload's working copy: a queue of them would hold ≈13 MB each. */
  work?: DeferredWork;
}

const queue: Entry[] = [];
/** Photos whose derivatives are re-made with changed rights: after `queue`, in order. */
const rightsQueue: string[] = [];
let running: Promise<void> | null = null;
let stopped = false;

/** Queues a photo's deferred derivatives; `work` from processImage saves decoding it again. */
export function makeDerivativesLater(photoId: string, work?: DeferredWork | null): void {
  if (queue.some((entry) => entry.photoId === photoId)) return;
  for (const entry of queue) delete entry.work?.pixels;
  queue.push({ photoId, work: work ?? undefined });
  drain();
}

/** Queues a photo marked `rightsPending` to have its derivatives re-made (ADR 48). */
export function remakeForRightsLater(photoId: string): void {
  if (!rightsQueue.includes(photoId)) rightsQueue.push(photoId);
  drain();
}

async function remakeNext(photoId: string): Promise<void> {
  const again = await remakeForRights(photoId).catch(async (error: unknown) => {
    await remakeFailed(error, photoId).catch(() => undefined);
    return false;
  });
  if (again) rightsQueue.push(photoId);
}

function drain(): void {
  if (running || stopped) return;
  running = (async () => {
    while ((queue.length || rightsQueue.length) && !stopped) {
      const entry = queue.shift();
      if (!entry) {
        await remakeNext(rightsQueue.shift()!);
        continue;
      }
      await completeDeferred(entry).catch((error: unknown) =>
        logger.error({ err: error, photoId: entry.photoId }, "Making a deferred derivative failed"),
      );
    }
  })().finally(() => {
    running = null;
  });
}

/** What of a photo's deferred derivatives is still missing: decided by its width, like its widths. */
function missingOf(photo: Photo) {
  if (!photo.width) return [];
  return deferredOf(derivativeWidths(photo.width)).filter(
    (d) => !photo.derivatives.some((have) => have.width === d.width && have.format === d.format),
  );
}

async function completeDeferred({ photoId, work }: Entry): Promise<void> {
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  if (!photo?.derivativesPending) return;
  const missing = missingOf(photo);
  const store = objectStore();
  const original = async () => {
    if (!photo.originalKey) throw new Error(`Photo ${photoId} has no original to decode`);
    return readObject(photo.originalKey);
  };
  let made: Derivative[] = [];
  try {
    // The rights as they are now: they may have changed since the upload, or the process restarted.
    if (missing.length)
      made = await makeDeferredDerivatives(
        { derivatives: missing, pixels: work?.pixels },
        original,
        await currentRightsEmbed(photo),
      );
  } finally {
    if (work) delete work.pixels;
  }
  const stored = await storeDerivatives(store, photo.userId, photoId, made);
  // Listed only if the photo still waits for them; a deleted photo's new files are removed (its
  // folder may have gone while they were written), unless another process listed the same ones.
  if (await photos.addDeferredDerivatives(photoId, stored)) return;
  const now = await photos.findById(photoId);
  const listed = new Set(now?.derivatives.map((d) => d.key));
  await Promise.all(stored.filter((d) => !listed.has(d.key)).map((d) => store.delete(d.key)));
}

/** Start-up: photos a stopped process left with derivatives to make or re-make are queued again. */
export async function resumeDeferredDerivatives(): Promise<void> {
  stopped = false;
  const { photos } = await db();
  for (const photoId of await photos.listDerivativesPending()) makeDerivativesLater(photoId);
  for (const photoId of await photos.listRightsPending()) remakeForRightsLater(photoId);
}

/** Resolves once nothing is queued or being made (tests, the benchmark). */
export async function deferredDerivativesSettled(): Promise<void> {
  while (running) await running;
}

/**
 * Graceful stop: the photo being worked on is finished, the rest stay marked for the next start.
 */
export async function stopDeferredDerivatives(): Promise<void> {
  stopped = true;
  queue.length = 0;
  rightsQueue.length = 0;
  await deferredDerivativesSettled();
}
