import { authorizedFetch, isGooglePhotosEnabled } from "../connection.server";
import { startImportWorker, type ImportWorker } from "./import-worker.server";

// Kept on globalThis: Remix dev re-imports server modules on every rebuild, and a second worker
// in the same process would only compete with the first.
const globalKey = Symbol.for("viewfinder.importWorker");
const holder = globalThis as { [globalKey]?: ImportWorker };

/**
 * Starts this process's import worker (once) when Google Photos is configured; without
 * credentials nothing starts and no request can leave. With nothing queued it only polls.
 */
export function startGooglePhotosImports(): void {
  if (holder[globalKey] || !isGooglePhotosEnabled()) return;
  holder[globalKey] = startImportWorker({ fetchMedia: authorizedFetch });
}

/** Stops the worker; a job it was working goes back to the queue for the next process. */
export async function stopGooglePhotosImports(): Promise<void> {
  const worker = holder[globalKey];
  holder[globalKey] = undefined;
  await worker?.stop();
}
