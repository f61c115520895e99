// Benchmark seeding (npm run bench:pages): makes a large portfolio in seconds from a handful of
// photos that went through the real upload pipeline. Uploading 2,000 photos would take far longer
// than the benchmark itself. Run with the app stopped (the embedded DATA_DIR allows one process);
// bundled and started by scripts/bench-pages.mjs.
//
//   node multiply-photos.mjs --data-dir DIR --from USERNAME --to USERNAME --count N
//
// Gives `--to` public photos until it has N: copies of `--from`'s uploaded photos, each written
// through the app's own photos repository (schema-checked, a new id and publication key), each
// with its own stored objects — hard links to the source photo's files, so the bytes are shared
// but every key the record names exists under the copy's own folder and its public URLs answer
// like an upload's. Local storage only: the benchmark always runs on a fresh embedded DATA_DIR.
import { link, mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "~/data/db.server";
import { newId } from "~/data/ids.server";
import { createLocalStore } from "~/storage/local-store.server";
import { photoCopy } from "./photo-copy";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    count: { type: "string" },
  },
});
const dataDir = values["data-dir"];
const count = Number(values.count);
if (!dataDir || !values.from || !values.to || !Number.isSafeInteger(count) || count < 1) {
  process.stderr.write("usage: multiply-photos --data-dir DIR --from USER --to USER --count N\n");
  process.exit(2);
}

const storageRoot = path.join(dataDir, "storage");
const store = createLocalStore(storageRoot);
// The local store's layout: one file per key, its content type in a `.{name}.meta.json` sidecar.
const fileOf = (key: string) => path.join(storageRoot, ...key.split("/"));
const sidecarOf = (key: string) => {
  const file = fileOf(key);
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
};

async function linkObject(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(fileOf(to)), { recursive: true });
  await link(fileOf(from), fileOf(to));
  await link(sidecarOf(from), sidecarOf(to));
}

const database = await openDatabase({ dataDir });
try {
  const from = await database.users.findByUsername(values.from);
  const to = await database.users.findByUsername(values.to);
  if (!from || !to) throw new Error(`no user named ${from ? values.to : values.from}`);
  const sources = (await database.photos.listByUser(from.id)).filter((p) => p.derivatives.length);
  if (!sources.length) throw new Error(`${values.from} has no processed photos to copy`);
  const have = await database.photos.countByUser(to.id, { isPublic: true });
  const started = performance.now();
  for (let n = have; n < count; n++) {
    const source = sources[n % sources.length];
    const { record, objects } = photoCopy(source, {
      userId: to.id,
      id: newId(),
      title: `${source.title} ${n + 1}`,
      // One in five featured, as a photographer might; featured photos come first on the page.
      featured: n % 5 === 0,
    });
    for (const [fromKey, toKey] of objects) await linkObject(fromKey, toKey);
    await database.photos.create(record);
  }
  // The store itself must see a copy's objects (what the media route will read).
  const last = (await database.photos.listByUser(to.id))[0];
  if (last && !(await store.head(last.derivatives[0].key))) {
    throw new Error(`the store does not see ${last.derivatives[0].key}`);
  }
  const total = await database.photos.countByUser(to.id, { isPublic: true });
  process.stdout.write(
    `${values.to}: ${total} public photos (${Math.max(0, count - have)} copied from ` +
      `${sources.length} uploads of ${values.from} in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
} finally {
  await database.close();
}
