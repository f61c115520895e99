import { db } from "~/data/db.server";
import { onePerProcess } from "~/utils/one-per-process";
import { authorizedMediaFetch, isGooglePhotosEnabled } from "../connection.server";
import { startImportWorker, type ImportWorker } from "./import-worker.server";

// One per process: Remix dev re-imports server modules on every rebuild, and a second worker in
// the same process would only compete with the first.
const running = onePerProcess("importWorker", (): { worker?: ImportWorker } => ({}));

/**
 * Starts this process's import worker (once) when Google Photos is configured; without
 * credentials nothing starts and no request can leave. With nothing queued it only polls.
 */
export function startGooglePhotosImports(): void {
  if (running.worker || !isGooglePhotosEnabled()) return;
  running.worker = startImportWorker({ fetchMedia: authorizedMediaFetch });
}

/**
 * At start-up, before this process's worker runs: on the embedded engine this process is the
 * only one using DATA_DIR (the DATA_DIR lock, data-dir-lock.server.ts), so an import still marked running
 * was left by a process that died, and goes back to the queue now instead of when its lease
 * runs out. With MongoDB other live processes may hold leases: those are left to expire.
 */
export async function resumeImportsOfDeadProcess(): Promise<number> {
  const { engine, importJobs } = await db();
  return engine === "embedded" ? importJobs.requeueRunning() : 0;
}

/** Stops the worker; a job it was working goes back to the queue for the next process. */
export async function stopGooglePhotosImports(): Promise<void> {
  const worker = running.worker;
  running.worker = undefined;
  await worker?.stop();
}
