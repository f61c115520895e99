import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { remakeForRightsLater } from "./deferred-derivatives.server";
import { NO_EMBED_HASH, rightsEmbedForPhoto, rightsEmbedHash } from "./rights-embed-for.server";

/**
 * After anything public copies carry has changed — a photo's rights or licence, the
 * photographer's default licence, AI-training choice, 'Write my rights into my images' or name —
 * the photos whose copies now say something else are marked `rightsPending` and queued to be
 * re-made in the background (docs/decisions/0048-re-making-copies-when-rights-change.md). A photo
 * whose copies would say the same is left alone.
 */

/** Per photographer: how many photos the updates under way started with (for "37 of 120"). */
const started = new Map<string, number>();

async function markChanged(owner: User, candidates: Photo[]): Promise<void> {
  const { photos } = await db();
  const site = await siteSettings();
  const changed = candidates.filter(
    (photo) =>
      rightsEmbedHash(rightsEmbedForPhoto(photo, owner, site)) !==
      (photo.rightsEmbedHash ?? NO_EMBED_HASH),
  );
  if (!changed.length) return;
  const already = await photos.countRightsPending(owner.id);
  const added = changed.filter((photo) => !photo.rightsPending).length;
  started.set(owner.id, (already ? Math.max(started.get(owner.id) ?? 0, already) : 0) + added);
  for (const photo of changed) {
    if (!photo.rightsPending) await photos.update(photo.id, { rightsPending: true });
    remakeForRightsLater(photo.id);
  }
}

/** One photo's rights or licence were edited. */
export async function photoRightsChanged(photoId: string): Promise<void> {
  const { users, photos } = await db();
  const photo = await photos.findById(photoId);
  const owner = photo && (await users.findById(photo.userId));
  if (photo && owner) await markChanged(owner, [photo]);
}

/** The photographer's preferences or name changed: every photo of theirs is looked at. */
export async function photographerRightsChanged(userId: string): Promise<void> {
  const { users, photos } = await db();
  const owner = await users.findById(userId);
  if (owner) await markChanged(owner, await photos.listByUser(userId));
}

export interface RightsProgress {
  done: number;
  total: number;
}

/** How far the re-making of a photographer's copies has got; null when nothing is left to do. */
export async function rightsProgress(userId: string): Promise<RightsProgress | null> {
  const { photos } = await db();
  const remaining = await photos.countRightsPending(userId);
  if (!remaining) {
    started.delete(userId);
    return null;
  }
  // After a restart the count at the start is gone: what is left is all there is to show.
  const total = Math.max(started.get(userId) ?? 0, remaining);
  return { done: total - remaining, total };
}

/** "Updating the rights in 37 of 120 photos…" as the photographer reads it. */
export function describeRightsProgress({ done, total }: RightsProgress): string {
  return total === 1
    ? "Updating the rights written into 1 photo…"
    : `Updating the rights written into your photos: ${done} of ${total} done…`;
}
