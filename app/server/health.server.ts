import { config } from "~/config.server";
import { db } from "~/data/db.server";
import { objectStore } from "~/storage/store.server";
import type { Dependency } from "~/utils/availability/unavailable";
import { logger } from "~/server/log/logger.server";

/**
 * GET /healthz: the process is alive and answering, with the engines in use. It touches no
 * dependency, so a database outage never makes an orchestrator restart healthy processes
 * (readiness, below, says whether they can serve).
 */
export function health() {
  return { ok: true as const, status: "ok", engines: config().engines };
}

/** Each readiness check answers within this, or counts as failed. */
export const READINESS_TIMEOUT_MS = 1500;

export interface Readiness {
  ok: boolean;
  status: "ready" | "unavailable";
  /** The dependencies that did not answer, by name ("database", "object store"). */
  failing: Dependency[];
  /** "unavailable" without the driver's words: this answer is public, the log has the cause. */
  checks: Record<Dependency, "ok" | "unavailable">;
}

// A lookup by id that finds nothing: the cheapest query that still needs the server.
const pingDatabase = async () => {
  const { users } = await db();
  await users.findById("readyz-probe");
};

// S3: a one-key listing (a missing bucket or bad credentials fail it, unlike a HEAD of a missing
// key). Local files: a stat of a key that does not exist, which fails when the folder is gone.
const pingObjectStore = async () => {
  const store = objectStore();
  if (store.engine === "s3") await store.listPage("", { pageSize: 1 });
  else await store.head("readyz-probe");
};

async function check(dependency: Dependency, ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch (error) {
    logger.warn(`Readiness: the ${dependency} does not answer (${(error as Error).message})`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /readyz: whether the database and the object store answer now (never cached). */
export async function readiness(): Promise<Readiness> {
  const [database, store] = await Promise.all([
    check("database", pingDatabase),
    check("object store", pingObjectStore),
  ]);
  const failing: Dependency[] = [];
  if (!database) failing.push("database");
  if (!store) failing.push("object store");
  const state = (ok: boolean) => (ok ? ("ok" as const) : ("unavailable" as const));
  const checks = { database: state(database), "object store": state(store) };
  return {
    ok: failing.length === 0,
    status: failing.length === 0 ? "ready" : "unavailable",
    failing,
    checks,
  };
}
