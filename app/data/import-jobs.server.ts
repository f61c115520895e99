import type { Collection, Filter, Update } from "./collection";
import {
  documentSchema,
  nestedSchema,
  optionalString,
  requiredDate,
} from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

export type ImportSource = "picker" | "album";
export type ImportJobState = "queued" | "running" | "done" | "failed";
export type ImportItemState = "pending" | "done" | "skipped" | "failed";

/** What the provider told us about one picked item, used when the file itself says nothing. */
export interface ImportItemMetadata {
  createTime?: Date;
  cameraMake?: string;
  cameraModel?: string;
  focalLength?: number;
  apertureFNumber?: number;
  isoEquivalent?: number;
  /** Seconds, e.g. "0.004s" as Google sends it, kept as text. */
  exposureTime?: string;
}

export interface ImportItem {
  googleId: string;
  filename: string;
  mimeType: string;
  baseUrl?: string;
  metadata?: ImportItemMetadata;
  state: ImportItemState;
  /** Chosen before the photo is stored, so a crashed attempt's files can be found and removed. */
  photoId?: string;
  error?: string;
  attempts: number;
}

export type NewImportItem = Pick<
  ImportItem,
  "googleId" | "filename" | "mimeType" | "baseUrl" | "metadata"
>;

export interface ImportCounts {
  total: number;
  done: number;
  skipped: number;
  failed: number;
}

export interface ImportLease {
  owner: string;
  until: Date;
}

export interface ImportJob {
  id: string;
  userId: string;
  source: ImportSource;
  /** The picker session id, or the album ids. */
  sourceRef: string[];
  state: ImportJobState;
  items: ImportItem[];
  counts: ImportCounts;
  lease?: ImportLease;
  finishedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

type ImportJobDoc = Omit<ImportJob, "id"> & { _id: string };

const metadataSchema = nestedSchema({
  createTime: Date,
  cameraMake: optionalString,
  cameraModel: optionalString,
  focalLength: Number,
  apertureFNumber: Number,
  isoEquivalent: Number,
  exposureTime: optionalString,
});

const itemSchema = nestedSchema({
  googleId: { type: String, required: true },
  filename: { type: String, required: true },
  mimeType: { type: String, required: true },
  baseUrl: optionalString,
  metadata: metadataSchema,
  state: { type: String, enum: ["pending", "done", "skipped", "failed"], required: true },
  photoId: optionalString,
  error: optionalString,
  attempts: { type: Number, required: true, default: 0 },
});

const count = { type: Number, required: true, default: 0 } as const;

export const importJobSchema = documentSchema({
  userId: { type: String, required: true },
  source: { type: String, enum: ["picker", "album"], required: true },
  sourceRef: { type: [String], default: [] },
  state: { type: String, enum: ["queued", "running", "done", "failed"], required: true },
  items: { type: [itemSchema], default: [] },
  counts: {
    type: nestedSchema({ total: count, done: count, skipped: count, failed: count }),
    required: true,
  },
  lease: nestedSchema({
    owner: { type: String, required: true },
    until: { type: Date, required: true },
  }),
  finishedAt: Date,
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
importJobSchema.index({ userId: 1, createdAt: -1 });
importJobSchema.index({ state: 1 });

/** A job that needs a worker: queued, or running under a lease that has run out. */
function claimableFilter(now: Date): Filter {
  return {
    $or: [{ state: "queued" }, { state: "running", "lease.until": { $lt: now } }],
  };
}

export function createImportJobsRepository(jobs: Collection<ImportJobDoc>) {
  const entity = (doc: ImportJobDoc | null) => (doc ? toEntity<ImportJob>(doc) : null);

  return {
    async create(input: {
      userId: string;
      source: ImportSource;
      sourceRef: string[];
      items: NewImportItem[];
    }): Promise<ImportJob> {
      const now = new Date();
      const doc = await jobs.insert({
        _id: newId(),
        userId: input.userId,
        source: input.source,
        sourceRef: input.sourceRef,
        state: "queued",
        items: input.items.map((item) => ({ ...item, state: "pending", attempts: 0 })),
        counts: { total: input.items.length, done: 0, skipped: 0, failed: 0 },
        createdAt: now,
        updatedAt: now,
      });
      return toEntity<ImportJob>(doc);
    },

    findById: async (id: string) => entity(await jobs.findOne({ _id: id })),

    /** A user's jobs, newest first. */
    listByUser: async (userId: string, limit?: number) =>
      (await jobs.find({ userId }, { sort: { createdAt: -1 }, limit })).map(
        (doc) => toEntity<ImportJob>(doc),
      ),

    /** Ids of jobs a worker could claim now (queued, or with an expired lease), oldest first. */
    claimableIds: async (now = new Date(), limit = 10) =>
      (
        await jobs.find(claimableFilter(now), {
          sort: { createdAt: 1 },
          limit,
          projection: { _id: 1 },
        })
      ).map((doc) => doc._id),

    /**
     * Takes the job for `owner` until `until`, in one conditional update: only when it is queued
     * or its lease has expired. Of several processes racing, exactly one gets it; the others null.
     */
    claim: async (id: string, owner: string, until: Date, now = new Date()) =>
      entity(
        await jobs.updateOne(
          { _id: id, ...claimableFilter(now) },
          { $set: { state: "running", lease: { owner, until }, updatedAt: now } },
        ),
      ),

    /** Extends a held lease; false when it is no longer this owner's (it expired and was taken). */
    renew: async (id: string, owner: string, until: Date) =>
      (await jobs.updateOne(
        { _id: id, state: "running", "lease.owner": owner },
        { $set: { "lease.until": until, updatedAt: new Date() } },
      )) !== null,

    /** Gives a held job back to the queue at once (a clean shutdown), rather than at expiry. */
    release: async (id: string, owner: string) =>
      (await jobs.updateOne(
        { _id: id, state: "running", "lease.owner": owner },
        { $set: { state: "queued", updatedAt: new Date() }, $unset: { lease: true } },
      )) !== null,

    /**
     * Gives every running job back to the queue, whoever holds it. Only for a caller that knows
     * no worker is alive: a process starting on the embedded engine, which has one process per
     * DATA_DIR (see `resumeImportsOfDeadProcess`). Returns how many jobs went back.
     */
    requeueRunning: () =>
      jobs.updateMany(
        { state: "running" },
        { $set: { state: "queued", updatedAt: new Date() }, $unset: { lease: true } },
      ),

    /** Writes to item `index` under the owner's lease; null when the lease is gone. */
    async updateItem(
      id: string,
      owner: string,
      index: number,
      change: Partial<Omit<ImportItem, "googleId" | "filename" | "mimeType">>,
    ): Promise<ImportJob | null> {
      const $set: Record<string, unknown> = { updatedAt: new Date() };
      const $unset: Record<string, true> = {};
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined) $unset[`items.${index}.${key}`] = true;
        else $set[`items.${index}.${key}`] = value;
      }
      const update: Update = { $set };
      if (Object.keys($unset).length) update.$unset = $unset;
      // A finished item counts once: only a pending item may move to a finished state.
      const finishing = change.state && change.state !== "pending" ? change.state : undefined;
      const filter: Filter = { _id: id, state: "running", "lease.owner": owner };
      if (finishing) {
        filter[`items.${index}.state`] = "pending";
        update.$inc = { [`counts.${finishing}`]: 1 };
      }
      return entity(await jobs.updateOne(filter, update));
    },

    /** Ends the job when no item is pending: done, or failed when every item failed. */
    async finish(id: string, owner: string): Promise<ImportJob | null> {
      const job = await jobs.findOne({ _id: id, state: "running", "lease.owner": owner });
      if (!job) return null;
      if (job.items.some((item) => item.state === "pending")) return toEntity<ImportJob>(job);
      const allFailed =
        job.items.length > 0 && job.items.every((item) => item.state === "failed");
      const now = new Date();
      return entity(
        await jobs.updateOne(
          { _id: id, state: "running", "lease.owner": owner },
          {
            $set: { state: allFailed ? "failed" : "done", finishedAt: now, updatedAt: now },
            $unset: { lease: true },
          },
        ),
      );
    },

    /** Item ids of the user's jobs still to be worked (so a repeat pick does not queue them twice). */
    async pendingItemIds(userId: string): Promise<Set<string>> {
      const active = await jobs.find({ userId, state: { $in: ["queued", "running"] } });
      return new Set(
        active.flatMap((job) =>
          job.items.filter((item) => item.state === "pending").map((item) => item.googleId),
        ),
      );
    },

    deleteByUser: (userId: string) => jobs.deleteMany({ userId }),
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
