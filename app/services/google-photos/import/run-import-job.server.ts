import { randomUUID } from "node:crypto";
import { db } from "~/data/db.server";
import { newId } from "~/data/ids.server";
import type { ImportItem, ImportItemMetadata, ImportJob } from "~/data/import-jobs.server";
import { formatShutter } from "~/images/exif-facts.server";
import type { ProcessedImage } from "~/images/image-pipeline.server";
import { PHOTO_LIMITS } from "~/services/photos/photo-fields.server";
import { photoFolder } from "~/services/photos/photo-keys.server";
import { cameraFacts, type CameraFacts } from "~/services/photos/supplied-exif.server";
import { fileMetadataFields } from "~/services/photos/file-metadata-fields.server";
import { storePhotoFromBytes } from "~/services/photos/upload-photo.server";
import { objectStore } from "~/storage/store.server";
import { DEFAULT_RETRY, downloadMedia, type FetchMedia, type RetryPolicy } from "./download.server";
import { logger } from "~/server/log/logger.server";
import { originalFileName } from "~/utils/original-file-name";

export interface ImportDeps {
  fetchMedia: FetchMedia;
  /** Who holds the lease; one per process (or per worker). */
  owner?: string;
  /** Items worked at once within a job. */
  concurrency?: number;
  /** How long a claim lasts unless renewed; renewed every third of it while working. */
  leaseMs?: number;
  retry?: RetryPolicy;
  /**
   * Stops the work where it is, as a crash would: nothing more is written and the lease is left
   * to expire, after which another worker resumes the job.
   */
  signal?: AbortSignal;
}

export const DEFAULT_CONCURRENCY = 3;
export const DEFAULT_LEASE_MS = 60_000;

/** The title a photo gets: its file name without the extension. */
export function titleFromFilename(filename: string): string {
  const base = filename.replace(/\.[^./\\]{1,8}$/, "").trim();
  return (base || filename.trim() || "Imported photo").slice(0, PHOTO_LIMITS.title);
}

/** Google's "0.004s" as a photographer writes it ("1/250"). */
function shutterOf(exposureTime: string | undefined): string | null {
  const seconds = exposureTime ? Number.parseFloat(exposureTime) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? formatShutter(seconds) : null;
}

/**
 * The file's own facts first; what it does not say (camera, exposure, date) comes from Google's
 * metadata. The position only ever comes from the file, and stays private
 * (docs/product.md#image-pipeline).
 */
export function withProviderFacts(
  own: CameraFacts,
  meta: ImportItemMetadata | undefined,
): CameraFacts {
  if (!meta) return own;
  const createTime =
    meta.createTime && !Number.isNaN(meta.createTime.getTime())
      ? `${meta.createTime.toISOString().slice(0, 19)}+00:00`
      : null;
  const takenAt = own.takenAt ?? createTime;
  const exif = own.exif;
  const provided = {
    make: meta.cameraMake?.trim() || null,
    model: meta.cameraModel?.trim() || null,
    lens: null,
    focalLength: meta.focalLength && meta.focalLength > 0 ? meta.focalLength : null,
    aperture: meta.apertureFNumber && meta.apertureFNumber > 0 ? meta.apertureFNumber : null,
    shutter: shutterOf(meta.exposureTime),
    iso: meta.isoEquivalent && meta.isoEquivalent > 0 ? meta.isoEquivalent : null,
    takenAt,
  };
  const merged = exif
    ? {
        make: exif.make ?? provided.make,
        model: exif.model ?? provided.model,
        lens: exif.lens,
        focalLength: exif.focalLength ?? provided.focalLength,
        aperture: exif.aperture ?? provided.aperture,
        shutter: exif.shutter ?? provided.shutter,
        iso: exif.iso ?? provided.iso,
        takenAt: exif.takenAt ?? takenAt,
      }
    : provided;
  const saysSomething = Object.values(merged).some((value) => value !== null);
  return { exif: saysSomething ? merged : exif, gps: own.gps, takenAt };
}

export interface RunResult {
  /** False when another worker holds the job (or it needs no work). */
  claimed: boolean;
  job: ImportJob | null;
}

class LeaseLost extends Error {
  constructor() {
    super("The import job's lease was lost");
    this.name = "LeaseLost";
  }
}

/**
 * Claims the job and works its pending items, a few at a time, each recorded as it finishes.
 * Safe to run anywhere at any time: a job another worker holds is left alone (`claimed: false`),
 * and a job a crashed worker left behind is resumed once its lease has expired.
 */
export async function runImportJob(jobId: string, deps: ImportDeps): Promise<RunResult> {
  const {
    fetchMedia,
    owner = `worker-${randomUUID()}`,
    concurrency = DEFAULT_CONCURRENCY,
    leaseMs = DEFAULT_LEASE_MS,
    retry = DEFAULT_RETRY,
  } = deps;
  const { importJobs, photos, users } = await db();
  const claimed = await importJobs.claim(jobId, owner, new Date(Date.now() + leaseMs));
  if (!claimed) return { claimed: false, job: await importJobs.findById(jobId) };

  // Stopped by the caller (a "crash") or by losing the lease to another worker.
  const stop = new AbortController();
  const onAbort = () => stop.abort(deps.signal?.reason ?? new Error("Import stopped"));
  if (deps.signal?.aborted) onAbort();
  deps.signal?.addEventListener("abort", onAbort, { once: true });
  const renewal = setInterval(
    () => {
      importJobs.renew(jobId, owner, new Date(Date.now() + leaseMs)).then(
        (held) => {
          if (!held) stop.abort(new LeaseLost());
        },
        (error: unknown) => logger.error({ err: error }, "Import lease renewal failed"),
      );
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  renewal.unref();

  const { userId } = claimed;
  const store = objectStore();

  /** Records a change to one item; a lost lease stops the whole job. */
  async function record(index: number, change: Parameters<typeof importJobs.updateItem>[3]) {
    if (stop.signal.aborted) return;
    if (await importJobs.updateItem(jobId, owner, index, change)) return;
    const job = await importJobs.findById(jobId);
    if (job?.state !== "running" || job.lease?.owner !== owner) stop.abort(new LeaseLost());
  }

  async function work(item: ImportItem, index: number): Promise<void> {
    // An earlier attempt chose an id and then stopped: keep its photo, or clear what it left.
    if (item.photoId) {
      const earlier = await photos.findById(item.photoId);
      if (earlier?.userId === userId) {
        return record(index, { state: "done" });
      }
      await store.deletePrefix(photoFolder(userId, item.photoId));
    }
    const already = await photos.importedItemIds(userId, "google", [item.googleId]);
    if (already.has(item.googleId)) return record(index, { state: "skipped", photoId: undefined });
    if (!item.baseUrl) {
      return record(index, { state: "failed", error: "Google gave no download address." });
    }

    const photoId = newId();
    await record(index, { photoId });
    stop.signal.throwIfAborted();
    let attempts = item.attempts;
    try {
      const bytes = await downloadMedia(fetchMedia, userId, `${item.baseUrl}=d`, {
        retry,
        signal: stop.signal,
        onAttempt: () => {
          attempts += 1;
        },
      });
      stop.signal.throwIfAborted();
      // What the photographer wrote into the file fills the new photo; its rights are kept.
      const fromFile = await fileMetadataFields(bytes);
      await storePhotoFromBytes(userId, bytes, {
        photoId,
        fields: {
          title: fromFile.title ?? titleFromFilename(item.filename),
          description: fromFile.description ?? "",
          category: "other",
          aiAltText: fromFile.altText,
          aiTags: [],
          tags: fromFile.tags,
          rights: fromFile.rights,
          license: fromFile.license,
          source: { provider: "google", itemId: item.googleId },
          // Google's own name for the file; an item without one is named by its id (ADR 66).
          originalFileName:
            item.filename === item.googleId ? undefined : originalFileName(item.filename),
        },
        facts: (image: ProcessedImage) =>
          withProviderFacts(cameraFacts(image, undefined), item.metadata),
      });
      await record(index, { state: "done", attempts });
    } catch (error) {
      if (stop.signal.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await record(index, { state: "failed", error: message, attempts, photoId: undefined });
    }
  }

  try {
    const accountGone = !(await users.findById(userId));
    const pending = claimed.items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.state === "pending");
    if (accountGone) {
      // The account went while the job waited: nothing may be added to it.
      for (const { index } of pending.splice(0)) {
        await record(index, { state: "failed", error: "The account no longer exists." });
      }
    }
    let next = 0;
    const lane = async () => {
      while (next < pending.length && !stop.signal.aborted) {
        const { item, index } = pending[next++]!;
        try {
          await work(item, index);
        } catch (error) {
          if (stop.signal.aborted) break;
          // Anything unforeseen (the database, the store) fails this item, not the others.
          const message = error instanceof Error ? error.message : String(error);
          await record(index, { state: "failed", error: message }).catch(() => undefined);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    if (stop.signal.aborted) return { claimed: true, job: await importJobs.findById(jobId) };
    return { claimed: true, job: await importJobs.finish(jobId, owner) };
  } finally {
    clearInterval(renewal);
    deps.signal?.removeEventListener("abort", onAbort);
  }
}
