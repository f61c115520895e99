import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { config } from "~/config.server";
import { DuplicateKeyError } from "~/data/collection";
import { db } from "~/data/db.server";
import { findDemoContentDir, loadDemoManifest, type DemoManifest } from "./demo-manifest.server";
import { seedHeroes, selectHero } from "./seed-heroes.server";
import { createPhotographer, seedPortfolio } from "./seed-photographer.server";
import { undoSeed, type SeededSoFar } from "./undo-seed.server";
import { logger } from "~/server/log/logger.server";

export interface SeedOptions {
  /** Defaults to the top-level demo-content/ folder. */
  contentDir?: string;
  /** Defaults to that folder's manifest.json (tests pass a smaller one). */
  manifest?: DemoManifest;
  log?: (line: string) => void;
}

export type SeedOutcome =
  | { seeded: false; reason: string }
  | { seeded: true; photographers: number; photos: number; heroes: number; seconds: number };

/** Nothing but, at most, the ADMIN_EMAIL administrator: no photo, no other account. */
async function isEmpty(): Promise<boolean> {
  const { users, photos } = await db();
  if ((await photos.listAll({ limit: 1 })).length > 0) return false;
  const { ADMIN_EMAIL } = config();
  const admin = ADMIN_EMAIL ? await users.findByEmail(ADMIN_EMAIL) : null;
  return (await users.count()) === (admin ? 1 : 0);
}

async function seedAll(
  manifest: DemoManifest,
  contentDir: string,
  done: SeededSoFar,
  log: (line: string) => void,
) {
  const total = manifest.photographers.reduce((sum, p) => sum + p.photos.length, 0);
  // Banners an administrator already curated are theirs: the demo adds none beside them.
  const { heroImages } = await db();
  const heroList = (await heroImages.list()).length > 0 ? [] : manifest.heroes;
  log(
    `Seeding demo content: ${manifest.photographers.length} photographers, ${total} photos and ` +
      `${heroList.length} hero banners through the image pipeline (first start only).`,
  );
  const uploadDir = await mkdtemp(path.join(tmpdir(), "viewfinder-demo-"));
  let photos = 0;
  const ctx = {
    contentDir,
    uploadDir,
    source: manifest.source,
    onPhoto: () => log(`Seeding demo content: ${++photos}/${total} photos`),
  };
  try {
    const users = new Map<string, string>();
    for (const p of manifest.photographers) {
      const userId = await createPhotographer(p);
      done.userIds.push(userId);
      users.set(p.username, userId);
      await seedPortfolio(userId, p, ctx);
    }
    const heroes = await seedHeroes(heroList, contentDir, (hero) => {
      done.heroIds.push(hero.id);
      log(`Seeding demo content: ${done.heroIds.length}/${heroList.length} hero banners`);
    });
    for (const p of manifest.photographers) {
      const hero = p.hero ? heroes.get(p.hero) : undefined;
      if (hero) await selectHero(users.get(p.username)!, hero);
    }
    return { photos, heroes: heroes.size };
  } finally {
    await rm(uploadDir, { recursive: true, force: true });
  }
}

/**
 * SEED_DEMO (docs/product.md#configuration): demo photographers, their photos and hero banners on
 * an empty database, all through the same services as real uploads. Idempotent: once anything is
 * there (the demo itself included) it does nothing. A run that fails is undone, then rethrown.
 */
export async function seedDemoContentIfEmpty(options: SeedOptions = {}): Promise<SeedOutcome> {
  const log = options.log ?? ((line: string) => logger.info(line));
  if (!(await isEmpty())) {
    const reason = "the database already has photos or accounts";
    log(`Demo content not seeded: ${reason}.`);
    return { seeded: false, reason };
  }
  const contentDir = options.contentDir ?? findDemoContentDir();
  const manifest = options.manifest ?? (await loadDemoManifest(contentDir));
  const started = performance.now();
  const done: SeededSoFar = { userIds: [], heroIds: [] };
  try {
    const { photos, heroes } = await seedAll(manifest, contentDir, done, log);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const photographers = manifest.photographers.length;
    log(
      `Demo content ready in ${seconds} s: ${photographers} photographers, ${photos} photos, ${heroes} hero banners.`,
    );
    return { seeded: true, photographers, photos, heroes, seconds };
  } catch (error) {
    // Another instance sharing the database got to the first username first: it is seeding.
    if (error instanceof DuplicateKeyError && done.userIds.length === 0) {
      const reason = "another process is seeding it";
      log(`Demo content not seeded: ${reason}.`);
      return { seeded: false, reason };
    }
    log("Demo content failed; removing what was seeded.");
    await undoSeed(done);
    throw error;
  }
}
