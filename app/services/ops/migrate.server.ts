import type { Engine } from "~/data/engine.server";
import type { ObjectStore } from "~/storage/object-store";
import { MOVED_COLLECTIONS, openCollection, type CollectionSpec } from "./collections.server";
import { documentsInIdOrder } from "./document-pages.server";
import type { Installation } from "./installation.server";
import {
  checkCollection,
  copyCollection,
  type CollectionCheck,
  type CollectionCopy,
} from "./migrate-documents.server";
import { copyObjects, type ObjectsCopy } from "./migrate-objects.server";
import { allObjects, countObjects } from "./object-pages.server";
import { OpsError } from "./ops-error";
import { silentProgress, type Progress } from "./progress";

/** Where to move to: a database, an object store, or both. */
export interface MigrationTarget {
  engine?: Engine;
  store?: ObjectStore;
}

export interface MigrateOptions {
  /** Copy into a target that holds data of its own (kept; equal ids and keys are overwritten). */
  allowNonEmpty?: boolean;
  progress?: Progress;
}

export interface MigrationReport {
  collections: (CollectionCopy & CollectionCheck)[];
  objects?: ObjectsCopy;
}

const EXAMPLES = 3;

/**
 * What the target holds that the source does not: a document whose _id, or an object whose key,
 * the source lacks is another installation's data. What a previous run of this very move left
 * (a subset of the source) is not, so an interrupted move can simply be run again.
 */
async function foreignData(source: Installation, target: MigrationTarget, now: Date) {
  const found: string[] = [];
  let count = 0;
  if (target.engine) {
    for (const spec of MOVED_COLLECTIONS) {
      const [from, to] = await Promise.all([
        openCollection(source.engine, spec),
        openCollection(target.engine, spec),
      ]);
      for await (const { _id } of documentsInIdOrder(to, {
        idsOnly: true,
        filter: spec.live?.(now),
      })) {
        if (await from.findOne({ _id })) continue;
        if (count++ < EXAMPLES) found.push(`${spec.name} ${_id}`);
      }
    }
  }
  if (target.store) {
    for await (const { key } of allObjects(target.store)) {
      if (await source.store.head(key)) continue;
      if (count++ < EXAMPLES) found.push(key);
    }
  }
  return { count, found };
}

/**
 * Moves an installation (docs/product.md#database-engines, docs/product.md#object-storage): every
 * collection and every stored object from `source` into the target's database and/or store,
 * verifying counts and checksums. Safe to run again: documents are matched by _id and objects by
 * key and checksum, so an interrupted run resumes and a finished one changes nothing. A target
 * holding data the source lacks is refused unless `allowNonEmpty`.
 */
export async function migrate(
  source: Installation,
  target: MigrationTarget,
  { allowNonEmpty = false, progress = silentProgress }: MigrateOptions = {},
): Promise<MigrationReport> {
  const now = new Date();
  if (!allowNonEmpty) {
    progress.note("Checking that the target holds nothing but this installation's data…");
    const { count, found } = await foreignData(source, target, now);
    if (count) {
      throw new OpsError(
        `The target is not empty: it holds ${count} document(s) or object(s) that are not in the source ` +
          `(${found.join(", ")}${count > found.length ? ", …" : ""}). Move into an empty database and ` +
          "bucket, or pass --allow-non-empty to copy into it anyway (documents with the same _id and " +
          "objects with the same key are overwritten, the rest is kept). Nothing was changed.",
      );
    }
  }

  const report: MigrationReport = { collections: [] };
  if (target.engine)
    report.collections = await moveDocuments(
      source.engine,
      target.engine,
      now,
      allowNonEmpty,
      progress,
    );
  if (target.store) {
    report.objects = await copyObjects(source.store, target.store, progress);
    if (!allowNonEmpty) {
      const targetCount = await countObjects(target.store);
      if (targetCount !== report.objects.count) {
        throw new OpsError(
          `Verification failed: the target holds ${targetCount} stored objects, the source ${report.objects.count}`,
        );
      }
    }
  }
  return report;
}

async function moveDocuments(
  from: Engine,
  to: Engine,
  now: Date,
  allowNonEmpty: boolean,
  progress: Progress,
): Promise<MigrationReport["collections"]> {
  const pairs: {
    spec: CollectionSpec;
    from: Awaited<ReturnType<typeof openCollection>>;
    to: Awaited<ReturnType<typeof openCollection>>;
  }[] = [];
  let total = 0;
  for (const spec of MOVED_COLLECTIONS) {
    const pair = {
      spec,
      from: await openCollection(from, spec),
      to: await openCollection(to, spec),
    };
    total += await pair.from.count(spec.live?.(now) ?? {});
    pairs.push(pair);
  }
  progress.phase("Copying documents", total);
  const copies = [];
  for (const pair of pairs)
    copies.push(await copyCollection(pair.spec, pair.from, pair.to, { now, progress }));
  progress.end();
  progress.phase("Verifying documents", total);
  const results = [];
  for (const [index, pair] of pairs.entries()) {
    const check = await checkCollection(pair.spec, pair.from, pair.to, {
      now,
      exact: !allowNonEmpty,
      progress,
    });
    results.push({ ...copies[index], ...check });
  }
  progress.end();
  return results;
}
