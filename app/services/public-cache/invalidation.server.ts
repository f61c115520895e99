import { db } from "~/data/db.server";
import { onPublicWrite } from "~/data/public-writes.server";
import { logger } from "~/services/log/logger.server";
import { pageStore } from "./page-store.server";
import { createVersionFollower } from "./version-follower";

/**
 * When this process's public page cache is emptied (docs/decisions/0026-public-page-cache.md):
 * at once when it writes something a visitor sees (app/data/public-writes.server.ts), and when
 * the shared `public` version in the database moved because another app process wrote — read
 * every POLL_MS, so processes agree within about a second. The embedded engine belongs to one
 * process (its DATA_DIR is locked), so only MongoDB is polled.
 */
const POLL_MS = 500;

const follower = createVersionFollower(() => pageStore.clear());
let poller: NodeJS.Timeout | undefined;

onPublicWrite(({ shared }) => {
  if (shared === undefined) follower.wroteHere();
  else follower.countedHere(shared);
});

async function poll() {
  try {
    follower.read(await (await db()).dataVersions.read("public"));
  } catch (error) {
    // The database is away: the pages kept were right when it left; keep serving them.
    logger.debug({ err: error }, "Public data version not read");
  }
}

/** Reads the shared version once, then keeps reading it while the process runs (MongoDB only). */
export async function watchPublicDataVersion(): Promise<void> {
  const database = await db();
  follower.read(await database.dataVersions.read("public"));
  if (database.engine !== "mongodb" || poller) return;
  poller = setInterval(() => void poll(), POLL_MS).unref();
}

export function stopWatchingPublicDataVersion(): void {
  clearInterval(poller);
  poller = undefined;
}
