import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSqliteEngine } from "~/data/sqlite-engine.server";
import { createLocalStore } from "~/storage/local-store.server";
import type { Database } from "~/data/db.server";
import type { Progress } from "./progress";
import { silentProgress } from "./progress";
import { collectionSpec, openCollection } from "./collections.server";
import { documentsInIdOrder } from "./document-pages.server";
import type { Installation } from "./installation.server";
import { seedInstallation } from "./test-installation";
import { tempDataDir, uploadedFile } from "~/services/photos/test-support";

// The process-wide database is the running app, open on the source throughout (another process
// would be refused its DATA_DIR: scripts/ops/backup-restore-cli.test.ts runs the tool beside one).
const sourceDir = tempDataDir("viewfinder-point-in-time-");
process.env.ADMIN_EMAIL = "owner@example.test";
process.env.ADMIN_PASSWORD = "owner-password";
const { db, closeDatabase, openDatabaseOn } = await import("~/data/db.server");
const { setObjectStore } = await import("~/storage/store.server");
const { config } = await import("~/config.server");
const { uploadPhoto, deletePhoto } = await import("~/services/photos/index.server");
const { storageAudit } = await import("~/services/admin/storage/storage-audit.server");
const { writeBackup } = await import("./backup.server");
const { openBackupSource } = await import("./backup-source.server");
const { restoreBackup } = await import("./restore.server");

const work = mkdtempSync(path.join(tmpdir(), "viewfinder-point-in-time-work-"));
const restored: Installation[] = [];
let userId = "";
let firstPhotoId = "";

beforeAll(async () => {
  ({ userId, photoId: firstPhotoId } = await seedInstallation());
}, 120_000);

afterAll(async () => {
  for (const installation of restored) await installation.engine.close();
  await closeDatabase();
  rmSync(work, { recursive: true, force: true });
  rmSync(sourceDir, { recursive: true, force: true });
});

const upload = async (fixture: string, title: string) =>
  uploadPhoto(userId, { file: await uploadedFile(fixture), title, category: "landscape" });

/** Progress that keeps its notes (what the backup says it left out). */
function notingProgress(): Progress & { notes: string[] } {
  const notes: string[] = [];
  return { ...silentProgress, notes, note: (message) => void notes.push(message) };
}

/** Restores `archive` into a fresh DATA_DIR of its own. */
async function restoreFresh(archive: string): Promise<Installation> {
  const dir = mkdtempSync(path.join(work, "restored-"));
  const target = {
    engine: await openSqliteEngine(dir),
    store: createLocalStore(path.join(dir, "storage")),
  };
  restored.push(target);
  await restoreBackup(archive, target);
  return target;
}

/** The admin storage audit, run on `target` as if it were the app's installation. */
async function auditOf(target: Installation) {
  // The process's database slot (db.server.ts, kept by onePerProcess), pointed at the target.
  const key = Symbol.for("viewfinder.database");
  const slot = (globalThis as { [key: symbol]: { opening?: Promise<Database> } | undefined })[key];
  if (!slot) throw new Error("db.server.ts keeps no database slot");
  const running = slot.opening;
  slot.opening = openDatabaseOn(target.engine);
  setObjectStore(target.store);
  try {
    return await storageAudit();
  } finally {
    slot.opening = running;
    setObjectStore(undefined);
  }
}

/** Each photo record of `target` with the keys it names that its store lacks. */
async function photosAndMissingFiles(target: Installation) {
  const photos = await openCollection(target.engine, collectionSpec("photos")!);
  const found: { id: string; missing: string[] }[] = [];
  for await (const photo of documentsInIdOrder(photos)) {
    const { originalKey, derivatives } = photo as unknown as {
      originalKey: string;
      derivatives: { key: string }[];
    };
    const keys = [originalKey, ...derivatives.map((d) => d.key)];
    const missing: string[] = [];
    for (const key of keys) if (!(await target.store.head(key))) missing.push(key);
    found.push({ id: photo._id, missing });
  }
  return found;
}

async function expectConsistent(target: Installation) {
  const audit = await auditOf(target);
  expect({ orphaned: audit.orphanedFiles, missing: audit.missingFiles }).toEqual({
    orphaned: 0,
    missing: 0,
  });
  const photos = await photosAndMissingFiles(target);
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) expect(photo.missing, photo.id).toEqual([]);
  return photos.map((photo) => photo.id);
}

it("backs up while the app holds DATA_DIR: a photo deleted and one uploaded after the snapshot are both left out", async () => {
  const later = await upload("meadow.png", "Kept");

  const source = await openBackupSource(config(), work);
  // After the snapshot: one photo deleted (its files first, ADR 39's order), one uploaded.
  await deletePhoto(userId, firstPhotoId);
  const late = await upload("flower.webp", "Uploaded after the snapshot");
  const archive = path.join(work, "deleted-and-late.tar");
  const progress = notingProgress();
  try {
    await writeBackup(source, archive, { appVersion: "9.9.9", gzip: false, progress });
  } finally {
    await source.close();
  }

  const ids = await expectConsistent(await restoreFresh(archive));
  expect(ids).toContain(later.id);
  expect(ids).not.toContain(firstPhotoId);
  expect(ids).not.toContain(late.id);
  expect(progress.notes).toContain(`Left out photo ${firstPhotoId}: deleted while the backup ran`);
  // No snapshot folder is left beside the archive.
  expect((await readdir(work)).filter((name) => name.startsWith(".viewfinder-"))).toEqual([]);
}, 120_000);

it("backs up while uploads run: the restored installation passes the storage audit", async () => {
  const { photos, uploadsInProgress } = await db();
  const before = await photos.countByUser(userId);
  const running = ["canon-gps.jpg", "meadow.png", "flower.webp", "canon-gps.jpg"].map(
    (fixture, i) => upload(fixture, `Running ${i}`),
  );
  // Take the snapshot while an upload has written files but not its record yet.
  let settled = false;
  void Promise.allSettled(running).then(() => (settled = true));
  while (
    !settled &&
    (await uploadsInProgress.startedBefore(new Date(Date.now() + 60_000))).length === 0
  ) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const source = await openBackupSource(config(), work);
  const inFlight = await (
    await openCollection(source.engine, collectionSpec("uploadsInProgress")!)
  ).count({});
  // More uploads finish while the archive is being written.
  const during = ["meadow.png", "flower.webp"].map((fixture, i) => upload(fixture, `During ${i}`));
  const archive = path.join(work, "during-uploads.tar.gz");
  try {
    await writeBackup(source, archive, { appVersion: "9.9.9", gzip: true });
  } finally {
    await source.close();
  }
  await Promise.all([...running, ...during]);

  expect(inFlight).toBeGreaterThan(0);
  const ids = await expectConsistent(await restoreFresh(archive));
  // Uploads finished after the snapshot are in the live installation, not in the archive.
  const live = await photos.countByUser(userId);
  expect(live).toBe(before + 6);
  expect(ids.length).toBeGreaterThanOrEqual(before);
  expect(ids.length).toBeLessThan(live);
}, 120_000);
