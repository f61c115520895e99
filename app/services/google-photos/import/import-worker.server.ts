import { randomUUID } from "node:crypto";
import { db } from "~/data/db.server";
import type {
  ImportJob,
  ImportJobState,
  ImportSource,
  NewImportItem,
} from "~/data/import-jobs.server";
import { runImportJob, type ImportDeps } from "./run-import-job.server";
import { logger } from "~/server/log/logger.server";

/**
 * Queues an import of the given items for the user. Items the user already has (imported
 * before) or that another of their imports still has to do are left out, as are repeats; when
 * nothing is left no job is created and null is returned.
 */
export async function enqueueImport(
  userId: string,
  items: NewImportItem[],
  { source = "picker", sourceRef = [] }: { source?: ImportSource; sourceRef?: string[] } = {},
): Promise<ImportJob | null> {
  const { importJobs, photos } = await db();
  const ids = [...new Set(items.map((item) => item.googleId))];
  const imported = await photos.importedItemIds(userId, "google", ids);
  const queued = await importJobs.pendingItemIds(userId);
  const seen = new Set<string>();
  const fresh = items.filter((item) => {
    if (imported.has(item.googleId) || queued.has(item.googleId) || seen.has(item.googleId)) {
      return false;
    }
    seen.add(item.googleId);
    return true;
  });
  if (!fresh.length) return null;
  const job = await importJobs.create({ userId, source, sourceRef, items: fresh });
  wakeWorkers();
  return job;
}

export interface ImportProgress {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  /** "idle" when the user has never imported anything. */
  state: ImportJobState | "idle";
}

/**
 * What a progress bar shows: the imports still under way taken together, or else the last one.
 */
export async function jobProgress(userId: string): Promise<ImportProgress> {
  const { importJobs } = await db();
  const recent = await importJobs.listByUser(userId, 50);
  const active = recent.filter((job) => job.state === "queued" || job.state === "running");
  const shown = active.length ? active : recent.slice(0, 1);
  if (!shown.length) return { total: 0, done: 0, failed: 0, skipped: 0, state: "idle" };
  const sum = (key: "total" | "done" | "failed" | "skipped") =>
    shown.reduce((total, job) => total + job.counts[key], 0);
  const state = active.length
    ? active.some((job) => job.state === "running")
      ? "running"
      : "queued"
    : shown[0]!.state;
  return {
    total: sum("total"),
    done: sum("done"),
    failed: sum("failed"),
    skipped: sum("skipped"),
    state,
  };
}

export interface ImportError {
  filename: string;
  message: string;
  at: Date;
}

export interface ImportSummary {
  /** When the last import finished; null before the first. */
  lastSync: Date | null;
  /** Items the last finished import could not bring in. */
  errors: ImportError[];
}

const MAX_REPORTED_ERRORS = 20;

/** `lastSync` and `errors` for the Google Photos status. */
export async function importSummary(userId: string): Promise<ImportSummary> {
  const { importJobs } = await db();
  const recent = await importJobs.listByUser(userId, 50);
  const last = recent.find((job) => job.finishedAt);
  if (!last?.finishedAt) return { lastSync: null, errors: [] };
  return {
    lastSync: last.finishedAt,
    errors: last.items
      .filter((item) => item.state === "failed")
      .slice(0, MAX_REPORTED_ERRORS)
      .map((item) => ({
        filename: item.filename,
        message: item.error ?? "The photo could not be imported.",
        at: last.finishedAt!,
      })),
  };
}

export interface ImportWorker {
  /** Stops taking jobs; a job being worked is given back to the queue. */
  stop(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
}

export interface WorkerOptions extends Omit<ImportDeps, "signal"> {
  /** How often to look for queued or abandoned jobs. */
  pollMs?: number;
}

export const DEFAULT_POLL_MS = 15_000;

const running = new Set<ImportWorker>();

function wakeWorkers(): void {
  for (const worker of running) worker.wake();
}

/**
 * The in-process scheduler: claims queued jobs (and jobs whose worker died, once their lease has
 * expired) one at a time and runs them. Cheap when there is nothing to do: one query per poll.
 */
export function startImportWorker(options: WorkerOptions): ImportWorker {
  const { pollMs = DEFAULT_POLL_MS, ...deps } = options;
  const owner = deps.owner ?? `worker-${randomUUID()}`;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, pollMs);
      timer.unref();
    });

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let worked = false;
      try {
        const { importJobs } = await db();
        for (const id of await importJobs.claimableIds()) {
          if (stopping.signal.aborted) break;
          const { claimed } = await runImportJob(id, { ...deps, owner, signal: stopping.signal });
          // Stopped midway: the job goes back to the queue now rather than when its lease ends.
          if (claimed && stopping.signal.aborted) await importJobs.release(id, owner);
          worked ||= claimed;
        }
      } catch (error) {
        logger.error({ err: error }, "Import worker");
      }
      if (!worked && !stopping.signal.aborted) await pause();
    }
  }

  const worker: ImportWorker = {
    wake() {
      clearTimeout(timer);
      wakeUp?.();
    },
    async stop() {
      running.delete(worker);
      stopping.abort(new Error("Import worker stopped"));
      worker.wake();
      await done;
    },
  };
  running.add(worker);
  const done = loop();
  return worker;
}
