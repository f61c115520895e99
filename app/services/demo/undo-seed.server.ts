import { db } from "~/data/db.server";
import { heroFolder } from "~/services/heroes/index.server";
import { deleteAllPhotosOf } from "~/services/photos/index.server";
import { objectStore } from "~/storage/store.server";
import { logger } from "~/server/log/logger.server";

/** What one seeding run has written so far: all of it, and only it, is undone on failure. */
export interface SeededSoFar {
  userIds: string[];
  heroIds: string[];
}

/**
 * Removes a half-done seed, so the database is empty again and the next start seeds afresh
 * instead of finding a stray photographer and skipping for good. Every step is attempted.
 */
export async function undoSeed({ userIds, heroIds }: SeededSoFar): Promise<void> {
  const { users, categories, heroSelections, heroImages } = await db();
  const steps = [
    ...userIds.map(async (id) => {
      await deleteAllPhotosOf(id);
      await categories.deleteByUser(id);
      await heroSelections.clear(id);
      await users.delete(id);
    }),
    ...heroIds.map(async (id) => {
      await heroImages.delete(id);
      await objectStore().deletePrefix(heroFolder(id));
    }),
  ];
  for (const result of await Promise.allSettled(steps)) {
    if (result.status === "rejected") logger.error({ err: result.reason }, "Demo clean-up failed");
  }
}
