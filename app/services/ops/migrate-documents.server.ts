import { createHash } from "node:crypto";
import { DuplicateKeyError, type Collection, type Document, type Filter } from "~/data/collection";
import { schemaValidator } from "~/data/schema-validator.server";
import type { CollectionSpec } from "./collections.server";
import { canonicalDocument } from "./document-codec";
import { documentsInIdOrder } from "./document-pages.server";
import { OpsError } from "./ops-error";
import type { Progress } from "./progress";

export interface CollectionCopy {
  name: string;
  count: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface CollectionCheck {
  name: string;
  count: number;
  /** SHA-256 over the canonical lines of the source's documents, in _id order. */
  sha256: string;
}

/**
 * A document as the schema stores it (values cast, defaults applied), in canonical text: what
 * either engine holds for equal documents, whatever their key order or defaults left implicit.
 */
function normalizer(spec: CollectionSpec) {
  const validate = schemaValidator<Document>(spec.name, spec.schema);
  return async (doc: Document) => canonicalDocument(await validate(doc));
}

const liveFilter = (spec: CollectionSpec, now: Date): Filter => spec.live?.(now) ?? {};

/** The write that makes `current` equal to `wanted`: every field set, the extra ones unset. */
function replacement(current: Document, wanted: Document) {
  const { _id, ...fields } = wanted;
  void _id;
  const extra = Object.keys(current).filter((key) => key !== "_id" && !(key in fields));
  return { $set: fields, $unset: Object.fromEntries(extra.map((key) => [key, true as const])) };
}

/**
 * Copies one collection by _id: a document missing from the target is inserted, one that differs
 * is overwritten, an equal one is left alone — so a run that was interrupted resumes where it
 * stopped, and a second run writes nothing.
 */
export async function copyCollection(
  spec: CollectionSpec,
  from: Collection<Document>,
  to: Collection<Document>,
  { now, progress }: { now: Date; progress: Progress },
): Promise<CollectionCopy> {
  const normal = normalizer(spec);
  const result: CollectionCopy = {
    name: spec.name,
    count: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
  };
  for await (const doc of documentsInIdOrder(from, { filter: liveFilter(spec, now) })) {
    result.count++;
    const existing = await to.findOne({ _id: doc._id });
    try {
      if (!existing) {
        await to.insert(doc);
        result.inserted++;
      } else if (
        canonicalDocument(existing) === canonicalDocument(doc) ||
        (await normal(existing)) === (await normal(doc))
      ) {
        result.unchanged++;
      } else {
        await to.updateOne({ _id: doc._id }, replacement(existing, doc));
        result.updated++;
      }
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      throw new OpsError(
        `${spec.name} ${doc._id} cannot be copied: the target already holds another document with the same ${error.field ?? "unique value"}`,
      );
    }
    progress.advance();
  }
  return result;
}

export interface CheckOptions {
  now: Date;
  /** The target may hold nothing else. */
  exact: boolean;
  progress: Progress;
  /**
   * Compare documents as stored rather than through the schema: for a copy between two databases
   * of the same engine (the move into SQLite, docs/decisions/0052-moving-installations-to-sqlite.md),
   * where a document must come back exactly as it went in. Schema validation, most of a check's
   * time, is then skipped.
   */
  asStored?: boolean;
}

/**
 * Reads back what a copy wrote: each source document must be in the target as it is in the
 * source. Both sides are hashed in _id order; with `exact`, the target may hold nothing else.
 */
export async function checkCollection(
  spec: CollectionSpec,
  from: Collection<Document>,
  to: Collection<Document>,
  { now, exact, progress, asStored = false }: CheckOptions,
): Promise<CollectionCheck> {
  const normal = asStored ? async (doc: Document) => canonicalDocument(doc) : normalizer(spec);
  const filter = liveFilter(spec, now);
  const sourceHash = createHash("sha256");
  const targetHash = createHash("sha256");
  let count = 0;
  for await (const doc of documentsInIdOrder(from, { filter })) {
    const copy = await to.findOne({ _id: doc._id });
    const line = await normal(doc);
    sourceHash.update(`${line}\n`);
    // Equal as stored, equal through the schema: the schema's validation, the costly part of a
    // check, runs once for a document copied as it was.
    const same = copy && canonicalDocument(copy) === canonicalDocument(doc);
    targetHash.update(copy ? `${same ? line : await normal(copy)}\n` : "missing\n");
    count++;
    progress.advance();
  }
  const sha256 = sourceHash.digest("hex");
  if (targetHash.digest("hex") !== sha256) {
    throw new OpsError(`Verification failed: ${spec.name} in the target differs from the source`);
  }
  const targetCount = await to.count(filter);
  if (exact ? targetCount !== count : targetCount < count) {
    throw new OpsError(
      `Verification failed: the target holds ${targetCount} ${spec.name}, the source ${count}`,
    );
  }
  return { name: spec.name, count, sha256 };
}
