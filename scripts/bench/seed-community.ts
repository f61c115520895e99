// Benchmark seeding for npm run bench:scale: a community of photographers with public photos, in
// seconds, from one photographer whose few photos went through the real upload pipeline. Run with
// the app stopped (the embedded DATA_DIR allows one process); bundled and started by
// scripts/bench/seed-portfolios.mjs.
//
//   node seed-community.mjs --data-dir DIR --from USERNAME --photographers N --photos P \
//     --manifest FILE
//
// Makes N - 1 more photographers `{from}{i}` (the same password as `--from`: its hash is copied)
// and gives everyone, `--from` included, an even share of P public photos, copies of `--from`'s.
// Users go through the users repository. A photographer's first copy goes through the photos
// repository (schema-checked, defaults, a publication key); the rest are that same record under
// a new id, publication key and date, stored in transactions of 5,000 by the engine's insertRaw
// (the bulk path of moves, docs/decisions/0052-moving-installations-to-sqlite.md): one insert
// per statement costs ~0.4 ms here, so 100,000 would take minutes. Where bench:pages hard-links
// every object of a copy, here only the photos FILE lists (a few per photographer, the ones
// visited) get files: their folder `photo/{userId}/{photoId}` is a symbolic link to the source
// photo's, so their public URLs answer like an upload's. The other copies' images are absent;
// pages name them but the benchmark never fetches them. FILE receives the usernames and those
// photos, for the benchmark to visit and write to.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { newId } from "~/data/ids.server";
import type { Document } from "~/data/collection";
import {
  createPhotosRepository,
  newPublicationKey,
  photoSchema,
  type Photo,
} from "~/data/photos.server";
import { openSqliteEngine } from "~/data/sqlite-engine.server";
import { createUsersRepository, userSchema } from "~/data/users.server";
import { photoCopy } from "./photo-copy";

// Photos of each photographer the manifest names (photo pages visited, photos written to).
const LISTED_PHOTOS = 5;
// Copies stored per transaction.
const BATCH = 5000;

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    from: { type: "string" },
    photographers: { type: "string" },
    photos: { type: "string" },
    manifest: { type: "string" },
  },
});
const dataDir = values["data-dir"];
const photographers = Number(values.photographers);
const photos = Number(values.photos);
if (
  !dataDir ||
  !values.from ||
  !values.manifest ||
  !Number.isSafeInteger(photographers) ||
  photographers < 1 ||
  !Number.isSafeInteger(photos) ||
  photos < photographers
) {
  process.stderr.write(
    "usage: seed-community --data-dir DIR --from USER --photographers N --photos P --manifest FILE\n",
  );
  process.exit(2);
}

const photoFolders = path.join(dataDir, "storage", "photo");

/** The one folder a processed upload's objects live in (`photo/{userId}/{photoId}`). */
function folderOf(source: Photo): string {
  const folder = path.posix.dirname(source.derivatives[0]!.key);
  const keys = [...source.derivatives.map((d) => d.key), source.originalKey ?? folder + "/x"];
  if (keys.some((key) => path.posix.dirname(key) !== folder)) {
    throw new Error(`${source.id}: objects outside ${folder}`);
  }
  return folder;
}

// The repositories over the engine's own collections: openDatabase would also count every write
// as a public one for the page cache (three more writes each), and no server runs meanwhile.
const engine = await openSqliteEngine(dataDir);
const photoDocs = await engine.collection<Omit<Photo, "id"> & Document>("photos", photoSchema);
const database = {
  users: createUsersRepository(await engine.collection("users", userSchema)),
  photos: createPhotosRepository(photoDocs),
};
try {
  const started = performance.now();
  const from = await database.users.findByUsername(values.from);
  if (!from?.passwordHash) throw new Error(`no user named ${values.from} with a password`);
  const sources = (await database.photos.listByUser(from.id)).filter((p) => p.derivatives.length);
  if (!sources.length) throw new Error(`${values.from} has no processed photos to copy`);
  const sourceFolders = sources.map(folderOf);

  const owners = [from];
  for (let i = 1; i < photographers; i++) {
    const username = `${values.from}${String(i).padStart(4, "0")}`;
    owners.push(
      await database.users.create({
        email: `${username}@example.test`,
        passwordHash: from.passwordHash,
        username,
        firstName: "Bench",
        lastName: username,
        ...(from.templateId ? { templateId: from.templateId } : {}),
      }),
    );
  }
  const usersMade = performance.now();

  const manifest = [];
  const have = await database.photos.countByUser(from.id, { isPublic: true });
  let batch: (Document & Record<string, unknown>)[] = [];
  let made = 0;
  const epoch = Date.now();
  for (const [i, owner] of owners.entries()) {
    const share = Math.floor(photos / photographers) + (i < photos % photographers ? 1 : 0);
    const listed: { id: string; featured: boolean }[] = [];
    mkdirSync(path.join(photoFolders, owner.id), { recursive: true });
    for (let n = owner === from ? have : 0; n < share; n++) {
      const at = n % sources.length;
      const { record } = photoCopy(sources[at]!, {
        userId: owner.id,
        id: newId(),
        title: `${sources[at]!.title} ${n + 1}`,
        // One in five featured, as a photographer might; featured photos come first on the page.
        featured: n % 5 === 0,
      });
      if (listed.length < LISTED_PHOTOS) {
        listed.push({ id: record.id!, featured: record.featured! });
        symlinkSync(
          path.posix.relative(`photo/${owner.id}`, sourceFolders[at]!),
          path.join(photoFolders, owner.id, record.id!),
        );
      }
      if (listed.length === 1) {
        await database.photos.create(record);
        continue;
      }
      // One second apart, newest first, as photos uploaded one after another.
      const createdAt = new Date(epoch - ++made * 1000);
      const { id, ...fields } = record;
      batch.push({
        ...fields,
        _id: id!,
        imageType: "photo",
        publicationKey: newPublicationKey(),
        createdAt,
        updatedAt: createdAt,
      });
      if (batch.length >= BATCH) {
        await photoDocs.insertRaw(batch);
        batch = [];
      }
    }
    manifest.push({ username: owner.username, photos: listed });
  }
  await photoDocs.insertRaw(batch);
  writeFileSync(values.manifest, JSON.stringify(manifest));
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  process.stdout.write(
    `${owners.length} photographers (${owners.length - 1} made in ${seconds(started, usersMade)} s), ` +
      `${await database.photos.countByUser(from.id, { isPublic: true })} public photos each ` +
      `for ${values.from}; photos copied in ${seconds(usersMade, performance.now())} s\n`,
  );
} finally {
  await engine.close();
}
