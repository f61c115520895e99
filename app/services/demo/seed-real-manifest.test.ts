import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-demo-real-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ??= "demo-real-test-session-secret";

const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { findDemoContentDir, loadDemoManifest, seedDemoContentIfEmpty } =
  await import("./index.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

// What `SEED_DEMO=true npm start` does on a fresh machine: every committed photograph through
// the full pipeline. Measured: ~25 s of CPU in all, 45 s wall on two cores shared with other work.
it("seeds the committed manifest in full", { timeout: 180_000 }, async () => {
  const manifest = await loadDemoManifest(findDemoContentDir());
  const photos = manifest.photographers.flatMap((p) => p.photos);
  const lines: string[] = [];
  const outcome = await seedDemoContentIfEmpty({
    log: (line) => {
      lines.push(line);
      console.log(line);
    },
  });
  expect(outcome).toMatchObject({
    seeded: true,
    photographers: manifest.photographers.length,
    photos: photos.length,
    heroes: manifest.heroes.length,
  });
  expect(lines.at(-1)).toMatch(/^Demo content ready in [\d.]+ s/);

  const database = await db();
  const stored = await database.photos.listAll();
  expect(stored).toHaveLength(photos.length);
  expect(stored.filter((p) => p.isPublic)).toHaveLength(photos.filter((p) => p.isPublic).length);
  expect(stored.filter((p) => p.featured)).toHaveLength(photos.filter((p) => p.featured).length);
  const keys = new Set((await objectStore().list("photo/")).map((o) => o.key));
  for (const photo of stored) {
    for (const d of photo.derivatives) expect(keys.has(d.key)).toBe(true);
  }
  const heroes = await database.heroImages.list();
  expect(heroes.filter((h) => h.isDefault)).toHaveLength(1);
  expect(heroes.every((h) => h.colorAnalysisComplete)).toBe(true);
});
