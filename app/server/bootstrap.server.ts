import { config } from "~/config.server";
import { closeDatabase, db } from "~/data/db.server";
import { seedDemoContentIfEmpty } from "~/services/demo/index.server";
import { flushViews } from "~/services/gallery/view-counter.server";
import {
  stopWatchingPublicDataVersion,
  watchPublicDataVersion,
} from "./public-cache/invalidation.server";
import {
  resumeImportsOfDeadProcess,
  startGooglePhotosImports,
  stopGooglePhotosImports,
} from "~/services/google-photos/import/index.server";
import { configureLogger, logger } from "./log/logger.server";
import { hashPassword } from "~/services/passwords.server";
import {
  resumeDeferredDerivatives,
  stopDeferredDerivatives,
} from "~/services/photos/deferred-derivatives.server";
import { removeInterruptedWrites } from "~/services/photos/interrupted-writes.server";
import { shareRateLimitsThrough } from "~/services/rate-limit.server";
import { startUpWarnings } from "./start-up-warnings.server";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD (docs/product.md#configuration): create that admin, or promote the
 * existing account.
 */
export async function ensureAdmin(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = config();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const { users } = await db();
  const existing = await users.findByEmail(ADMIN_EMAIL);
  if (existing) {
    // Promote only: an operator's variable must not silently reset a password someone chose.
    if (existing.role !== "admin") await users.setRole(existing.id, "admin");
    return;
  }
  const base =
    ADMIN_EMAIL.split("@")[0]!
      .replace(/[^A-Za-z0-9_-]/g, "")
      .slice(0, 24) || "admin";
  const username = (await users.findByUsername(base)) ? `${base}-admin` : base;
  await users.create({
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    role: "admin",
    username,
    firstName: "Site",
    lastName: "Admin",
  });
}

/** Everything the process needs before it answers requests; errors stop start-up. */
export async function bootstrap(): Promise<void> {
  configureLogger(config());
  for (const warning of startUpWarnings(config())) logger.warn(warning);
  const database = await db();
  // Several processes may share a MongoDB: their rate limits count together there.
  shareRateLimitsThrough(database.engine === "mongodb" ? database.rateLimits : null);
  // Before anything is stored: what a process that died left half written goes (ADR 39).
  await removeInterruptedWrites();
  await database.sessions.deleteExpired();
  // Accounts stored before full-name portfolio URLs had an indexed key get theirs (idempotent).
  await database.users.backfillFullNameKeys();
  // Photos stored before publication keys (docs/product.md#image-pipeline) get one, so public ones
  // have public URLs.
  await database.photos.addMissingPublicationKeys();
  // Messages stored before read marks show as unread to the photographer they were sent to.
  await database.messages.markUnmarkedUnread();
  await ensureAdmin();
  if (config().SEED_DEMO) await seedDemoContentIfEmpty();
  // The public page cache follows writes made here and, on MongoDB, by other processes.
  await watchPublicDataVersion();
  // Imports queued before a restart (or left by a process that died) are picked up again.
  await resumeImportsOfDeadProcess();
  startGooglePhotosImports();
  // Derivatives a stopped process left for later (ADR 34) are made now, in the background.
  await resumeDeferredDerivatives();
}

/**
 * The first step of a graceful stop (server.mjs), while requests in flight finish: the Google
 * Photos import worker takes no new item and gives the job it was working back to the queue, for
 * the next process to finish. The deferred derivative being made is finished; the others stay
 * marked for the next start.
 */
export async function stopBackgroundWork(): Promise<void> {
  await Promise.all([stopGooglePhotosImports(), stopDeferredDerivatives()]);
}

/** The last step of a graceful stop, once no request is in flight: the database is closed. */
export async function shutdown(): Promise<void> {
  await stopBackgroundWork();
  stopWatchingPublicDataVersion();
  await flushViews();
  await closeDatabase();
}
