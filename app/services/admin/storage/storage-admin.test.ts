import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir, uploadedFile } from "~/services/photos/test-support";
import type { ObjectStore } from "~/storage/object-store";

/**
 * docs/product.md#admin-dashboard 'Object Storage': orphaned files written straight into the store
 * are found by the audit and the browser, adopted back or deleted, and the per-user audit then
 * reports 'match' — on local files and on S3 (s3rver on loopback).
 */

const dataDir = tempDataDir("viewfinder-storage-admin-");
const { db, closeDatabase } = await import("~/data/db.server");
const { setObjectStore } = await import("~/storage/store.server");
const { createLocalStore } = await import("~/storage/local-store.server");
const { createS3Store } = await import("~/storage/s3-store.server");
const { startTestS3Server } = await import("~/storage/test-s3-server");
const { uploadPhoto } = await import("~/services/photos/index.server");
const storage = await import("./index.server");
const { StorageAdminError, USER_AUDIT_EMPTY } = storage;

afterAll(async () => {
  setObjectStore(undefined);
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const engines: [string, () => Promise<{ store: ObjectStore; stop(): Promise<void> }>][] = [
  [
    "local",
    async () => ({ store: createLocalStore(`${dataDir}/local-storage`), stop: async () => {} }),
  ],
  [
    "s3",
    async () => {
      const server = await startTestS3Server();
      // Pages of 2 keys: every listing here takes several requests.
      return { store: createS3Store({ ...server.options, listPageSize: 2 }), stop: server.stop };
    },
  ],
];

async function refusal(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageAdminError);
  expect((error as InstanceType<typeof StorageAdminError>).status).toBe(status);
  return error as Error;
}

async function allFiles(userId: string) {
  const files = [];
  let cursor: string | undefined;
  do {
    const page = await storage.browseUserFolder(userId, { cursor, pageSize: 3 });
    files.push(...page.files);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return files;
}

describe.each(engines)("storage admin on %s", (engineName, start) => {
  let stop: () => Promise<void>;
  let store: ObjectStore;
  let userId = "";
  let username = "";
  let photoId = "";
  let strayDerivative = "";
  const ghost = `ghost${engineName}`;
  const orphans = () => ({
    ghostOriginal: `photo/${userId}/${ghost}/original`,
    notes: `photo/${userId}/${photoId}/notes.txt`,
    scan: `photo/${userId}/extra/scan.png`,
  });

  beforeAll(async () => {
    ({ store, stop } = await start());
    setObjectStore(store);
    username = `keeper-${engineName}`;
    userId = (await createUser(username)).id;
    const photo = await uploadPhoto(userId, {
      file: await uploadedFile("flower.webp"),
      title: "Flower",
      category: "nature",
    });
    photoId = photo.id;

    // Orphans, written behind the application's back.
    const { photos } = await db();
    const record = (await photos.findById(photoId))!;
    const dropped = record.derivatives.find((d) => d.format === "avif" && d.width === 320)!;
    strayDerivative = dropped.key;
    await photos.update(photoId, { derivatives: record.derivatives.filter((d) => d !== dropped) });
    const { ghostOriginal, notes, scan } = orphans();
    await store.put(ghostOriginal, fixture("canon-gps.jpg"), { contentType: "image/jpeg" });
    await store.put(notes, Buffer.from("not a photo"), { contentType: "text/plain" });
    await store.put(scan, fixture("meadow.png"), { contentType: "image/png" });
  });
  afterAll(() => stop?.());

  it("the per-user audit finds the orphans, by id and by username", async () => {
    const expected = [strayDerivative, ...Object.values(orphans())].sort();
    const byId = await storage.auditUser(userId);
    expect(byId).toMatchObject({ userId, status: "mismatch", databasePhotos: 1, missingFiles: [] });
    expect(byId.orphanedFiles).toEqual(expected);
    // The original, 2 widths × 3 formats (one of them dropped from the record), 3 strays.
    expect(byId.storageFiles).toBe(1 + 6 + 3);
    expect(await storage.auditUser(`  ${username.toUpperCase()} `)).toEqual(byId);
  });

  it("the audit counts them per user and per kind", async () => {
    const audit = await storage.storageAudit();
    const row = audit.breakdown.find((r) => r.userId === userId)!;
    expect(row).toMatchObject({ name: `Ada ${username}`, accountExists: true, databasePhotos: 1 });
    expect(row.orphanedFiles).toBe(4);
    expect(row.files).toBe(10);
    expect(row.kinds.originals.files).toBe(2);
    expect(row.kinds.other.files).toBe(2);
    expect(audit.totalFiles).toBeGreaterThanOrEqual(10);
    expect(audit.byKind.map((k) => k.kind)).toEqual([
      "originals",
      "derivatives",
      "avatars",
      "banners",
      "other",
    ]);
    expect(audit.totalSize).toBe(audit.byKind.reduce((sum, k) => sum + k.size, 0));
  });

  it("the browser lists the folder page by page with each file's database status", async () => {
    const first = await storage.browseUserFolder(userId, { pageSize: 3 });
    expect(first).toMatchObject({ userId, folder: `photo/${userId}/`, user: { id: userId } });
    expect(first.files).toHaveLength(3);
    expect(first.nextCursor).toBeTruthy();
    expect(first.summary).toMatchObject({ totalFiles: 10, inDatabase: 6, orphaned: 4, images: 9 });

    const files = await allFiles(userId);
    expect(files.map((f) => f.key)).toEqual([...files.map((f) => f.key)].sort());
    expect(new Set(files.map((f) => f.key)).size).toBe(10);
    const orphaned = files.filter((f) => !f.hasDbEntry).map((f) => f.key);
    expect(orphaned.sort()).toEqual([strayDerivative, ...Object.values(orphans())].sort());
    const original = files.find((f) => f.key === `photo/${userId}/${photoId}/original`)!;
    expect(original).toMatchObject({
      type: "image/webp",
      hasDbEntry: true,
      dbInfo: { id: photoId, isPublic: false, isFeatured: false },
    });
    expect(files.find((f) => f.key === orphans().ghostOriginal)).toMatchObject({
      type: "image/jpeg",
      dbInfo: null,
    });
    expect(files.find((f) => f.key === orphans().notes)?.type).toBe("text/plain");
    expect(original.url).toBe(
      `/api/admin/object-storage/file?user=${userId}&key=${encodeURIComponent(original.key)}`,
    );
  });

  it("refuses to delete or restore a file a photo record names", async () => {
    const key = `photo/${userId}/${photoId}/original`;
    await refusal(storage.deleteOrphanedFile({ userId, fileKey: key }), 409);
    await refusal(storage.restoreFile({ userId, fileKey: key }), 409);
    expect(await store.head(key)).not.toBeNull();
  });

  it("refuses key tricks before touching anything", async () => {
    const other = (await createUser(`other-${engineName}`)).id;
    const victim = `photo/${other}/p1/original`;
    await store.put(victim, fixture("flower.webp"), { contentType: "image/webp" });
    for (const fileKey of [
      victim,
      `photo/${userId}/../${other}/p1/original`,
      `photo/${userId}/%2e%2e/${other}/p1/original`,
      `/photo/${other}/p1/original`,
      `photo/${userId}//../${other}/p1/original`,
    ]) {
      await refusal(storage.deleteOrphanedFile({ userId, fileKey }), 400);
      await refusal(storage.restoreFile({ userId, fileKey }), 400);
    }
    await refusal(storage.deleteOrphanedFile({ userId: "..", fileKey: victim }), 400);
    expect(await store.head(victim)).not.toBeNull();
    expect((await storage.auditUser(other)).databasePhotos).toBe(0);
    await store.delete(victim);
  });

  it("adopts an orphaned original as a private photo, regenerating its derivatives", async () => {
    const result = await storage.restoreFile({ userId, fileKey: orphans().ghostOriginal });
    expect(result).toMatchObject({ outcome: "created", photoId: ghost });
    const { photos } = await db();
    const photo = (await photos.findById(ghost))!;
    expect(photo).toMatchObject({
      userId,
      isPublic: false,
      featured: false,
      title: "Restored photo",
      originalKey: orphans().ghostOriginal,
      originalMime: "image/jpeg",
      width: 800,
    });
    expect(photo.derivatives.length).toBeGreaterThanOrEqual(9);
    for (const d of photo.derivatives) expect(await store.head(d.key)).not.toBeNull();
    // GPS from the file's EXIF stays private on the record, as for an upload.
    expect(photo.gps).toBeDefined();
  });

  it("marks an orphaned derivative of an existing photo as belonging to it", async () => {
    const result = await storage.restoreFile({ userId, fileKey: strayDerivative });
    expect(result).toMatchObject({ outcome: "linked", photoId });
    const { photos } = await db();
    const photo = (await photos.findById(photoId))!;
    expect(photo.derivatives.find((d) => d.key === strayDerivative)).toMatchObject({
      width: 320,
      format: "avif",
    });
  });

  it("makes a lone image file a new photo, moved to the photo's own folder", async () => {
    const result = await storage.restoreFile({ userId, fileKey: orphans().scan });
    expect(result.outcome).toBe("created");
    expect(result.photoId).not.toBe("extra");
    const { photos } = await db();
    const photo = (await photos.findById(result.photoId))!;
    expect(photo).toMatchObject({ title: "scan", isPublic: false, originalMime: "image/png" });
    expect(await store.head(orphans().scan)).toBeNull();
    expect(await store.head(`photo/${userId}/${result.photoId}/original`)).not.toBeNull();
  });

  it("refuses to adopt a file that is not an image, then deletes it for good", async () => {
    const error = await refusal(storage.restoreFile({ userId, fileKey: orphans().notes }), 422);
    expect(error.message).toMatch(/cannot become a photo/);
    expect(await storage.deleteOrphanedFile({ userId, fileKey: orphans().notes })).toEqual({
      key: orphans().notes,
    });
    expect(await store.head(orphans().notes)).toBeNull();
    await refusal(storage.deleteOrphanedFile({ userId, fileKey: orphans().notes }), 404);
  });

  it("then the per-user audit reports 'match', and the audit and browser no orphans", async () => {
    const audit = await storage.auditUser(userId);
    expect(audit).toMatchObject({ status: "match", orphanedFiles: [], missingFiles: [] });
    expect(audit.databasePhotos).toBe(3);
    const row = (await storage.storageAudit()).breakdown.find((r) => r.userId === userId)!;
    expect(row.orphanedFiles).toBe(0);
    const { summary } = await storage.browseUserFolder(userId);
    expect(summary.orphaned).toBe(0);
    expect(summary.inDatabase).toBe(summary.totalFiles);
  });

  it("reports files a record names that the store has lost", async () => {
    const { photos } = await db();
    const photo = (await photos.findById(photoId))!;
    const lost = photo.derivatives[0].key;
    await store.delete(lost);
    const audit = await storage.auditUser(userId);
    expect(audit).toMatchObject({ status: "mismatch", missingFiles: [lost], orphanedFiles: [] });
    const row = (await storage.storageAudit()).breakdown.find((r) => r.userId === userId)!;
    expect(row.missingFiles).toBe(1);
  });

  it("counts storage per user and today's uploads", async () => {
    const analytics = await storage.storageAnalytics();
    expect(analytics.uploadsPerDay).toHaveLength(30);
    expect(analytics.uploadsPerWeek).toHaveLength(12);
    expect(analytics.uploadsPerDay.at(-1)!.count).toBeGreaterThanOrEqual(3);
    expect(analytics.counts.photos).toBeGreaterThanOrEqual(3);
    const mine = analytics.storagePerUser.find((u) => u.userId === userId)!;
    expect(mine).toMatchObject({ photos: 3, name: `Ada ${username}` });
    expect(mine.size).toBeGreaterThan(0);
    expect(mine.sizeFormatted).toMatch(/^\d+(\.\d)? (B|KB|MB|GB)$/);
  });

  it("streams a file to the admin with the same key check", async () => {
    const key = `photo/${userId}/${photoId}/original`;
    const url = (k: string, u = userId) =>
      `http://localhost/api/admin/object-storage/file?user=${u}&key=${encodeURIComponent(k)}`;
    const ok = await storage.adminFileResponse(new Request(url(key)));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    expect(ok.headers.get("Content-Security-Policy")).toMatch(/^sandbox/);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(fixture("flower.webp"));

    const refused = await storage.adminFileResponse(new Request(url(`photo/${userId}/../x`)));
    expect(refused.status).toBe(400);
    const elsewhere = await storage.adminFileResponse(new Request(url(key, "someone-else")));
    expect(elsewhere.status).toBe(400);

    const page = `photo/${userId}/${photoId}/page.html`;
    await store.put(page, Buffer.from("<script>alert(1)</script>"), { contentType: "text/html" });
    const html = await storage.adminFileResponse(new Request(url(page)));
    expect(html.headers.get("Content-Disposition")).toMatch(/^attachment/);
    await html.body?.cancel();
    await store.delete(page);
  });
});

describe("per-user audit input", () => {
  it("refuses empty input with a clear message", async () => {
    for (const input of ["", "   ", undefined, 42]) {
      const error = await refusal(storage.auditUser(input), 400);
      expect(error.message).toBe(USER_AUDIT_EMPTY);
    }
  });

  it("says so when no user has that id or username", async () => {
    const error = await refusal(storage.auditUser("nobody-here"), 404);
    expect(error.message).toMatch(/nobody-here/);
  });
});
