import { db } from "~/data/db.server";
import { SITE_SCOPE } from "~/data/public-scopes";
import { onPublicWrite } from "~/data/public-writes.server";
import { logger } from "~/server/log/logger.server";
import { pageStore } from "./page-store.server";
import { scopeClock } from "./scope-clock";
import { createScopeFollower } from "./version-follower";

/**
 * When this process's cached pages go stale (docs/decisions/0026-public-page-cache.md,
 * 0051-scoped-cache-invalidation.md): those of the scopes a write changed — at once when this
 * process wrote (app/data/public-writes.server.ts), and when the database shows that another app
 * process wrote, read every POLL_MS so processes agree within about a second. The embedded engine
 * belongs to one process (its DATA_DIR is locked), so only MongoDB is polled.
 */
const POLL_MS = 500;

/** Marks the scopes changed; a site-wide change also frees every cached body at once. */
export function invalidateScopes(scopes: string[]): void {
  scopeClock.tick(scopes);
  if (scopes.includes(SITE_SCOPE)) pageStore.clear();
}

const follower = createScopeFollower(invalidateScopes);
let poller: NodeJS.Timeout | undefined;

onPublicWrite(({ scopes, shared }) => {
  // Another process's write of the same scopes shows in the next poll, which invalidates again.
  if (shared === undefined) invalidateScopes(scopes);
});

async function poll() {
  try {
    follower.read(await (await db()).dataVersions.changedSince(follower.cursor));
  } catch (error) {
    // The database is away: the pages cached were right when it left; keep serving them.
    logger.debug({ err: error }, "Public scope versions not read");
  }
}

/** Reads the shared sequence once, then follows the scopes while the process runs (MongoDB only). */
export async function watchPublicDataVersion(): Promise<void> {
  const database = await db();
  follower.start(await database.dataVersions.read("public"));
  if (database.engine !== "mongodb" || poller) return;
  poller = setInterval(() => void poll(), POLL_MS).unref();
}

export function stopWatchingPublicDataVersion(): void {
  clearInterval(poller);
  poller = undefined;
}
