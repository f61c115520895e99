import { db } from "~/data/db.server";
import { logger } from "~/server/log/logger.server";
import { objectStore } from "~/storage/store.server";
import { photoFolder } from "./photo-keys.server";
import { removeUploadTempFoldersOlderThan } from "./upload-temp-folders.server";

/**
 * With MongoDB, other live processes may be storing photos right now: only a note (or a temp
 * file) this old is surely theirs no more. No upload waits or writes for anywhere near as long.
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Start-up, before the server listens (ADR 39): removes what a process that died left half
 * written. The folders of uploads it was reading or processing go first (they are local files in
 * DATA_DIR, whatever the store). A photo noted as being stored that has no record gets its folder
 * removed (files written for it, with no record naming them); one whose record exists kept its
 * files. Then the store drops its temp files. On the embedded engine this process is the only one
 * using DATA_DIR (it holds the lock), so every note, folder and temp file is a dead process's;
 * with MongoDB only the old ones are. Cheap: it reads the notes and two folders, not the store.
 */
export async function removeInterruptedWrites(): Promise<void> {
  try {
    await removeLeftovers();
  } catch (error) {
    // An object store that is away must not stop the start: the notes stay for the next one.
    logger.warn({ err: error }, "Could not remove interrupted writes; will try at the next start");
  }
}

async function removeLeftovers(): Promise<void> {
  const { engine, photos, uploadsInProgress } = await db();
  const before = engine === "embedded" ? new Date() : new Date(Date.now() - ABANDONED_AFTER_MS);
  const uploadFolders = await removeUploadTempFoldersOlderThan(before);
  const store = objectStore();
  const notes = await uploadsInProgress.startedBefore(before);
  for (const { photoId, userId } of notes) {
    if (!(await photos.findById(photoId))) await store.deletePrefix(photoFolder(userId, photoId));
    await uploadsInProgress.end(photoId);
  }
  const temps = (await store.removeAbandonedWrites?.(before)) ?? 0;
  if (notes.length || temps || uploadFolders) {
    logger.info(
      { uploads: notes.length, tempFiles: temps, uploadFolders },
      "Removed interrupted writes",
    );
  }
}
