import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { objectStore } from "~/storage/store.server";
import { eachObject, photoReferences } from "./photo-references.server";
import { STORAGE_KINDS, placeOf, type StorageKind } from "./storage-keys.server";

export interface Usage {
  files: number;
  size: number;
}

export interface UserCensus {
  userId: string;
  /** null for a folder whose account no longer exists. */
  user: User | null;
  total: Usage;
  kinds: Record<StorageKind, Usage>;
  photos: number;
  /** Files in `photo/{userId}/` that no photo record names. */
  orphanedFiles: number;
  /** Keys the user's photo records name that are not in the store. */
  missingFiles: number;
}

export interface Census {
  engine: string;
  total: Usage;
  kinds: Record<StorageKind, Usage>;
  /** Every account, plus every folder owner without one; largest first. */
  users: UserCensus[];
  photos: Photo[];
  userCount: number;
  adminCount: number;
}

const emptyKinds = () =>
  Object.fromEntries(STORAGE_KINDS.map((kind) => [kind, { files: 0, size: 0 }])) as Record<
    StorageKind,
    Usage
  >;

function add(usage: Usage, size: number) {
  usage.files += 1;
  usage.size += size;
}

/**
 * One pass over the whole store, set against the photo records: what every audit and chart of
 * the Storage Analytics tab is computed from.
 */
export async function takeCensus(): Promise<Census> {
  const { users, photos } = await db();
  const [accounts, records] = await Promise.all([users.list(), photos.listAll()]);
  const references = photoReferences(records);
  const byUser = new Map<string, UserCensus>();
  const row = (userId: string, user: User | null = null): UserCensus => {
    let found = byUser.get(userId);
    if (!found) {
      found = {
        userId,
        user,
        total: { files: 0, size: 0 },
        kinds: emptyKinds(),
        photos: 0,
        orphanedFiles: 0,
        missingFiles: 0,
      };
      byUser.set(userId, found);
    }
    return found;
  };
  for (const account of accounts) row(account.id, account);

  const store = objectStore();
  const total = { files: 0, size: 0 };
  const kinds = emptyKinds();
  const seen = new Set<string>();
  for await (const object of eachObject(store, "")) {
    const place = placeOf(object.key);
    add(total, object.size);
    add(kinds[place.kind], object.size);
    if (!place.ownerId) continue;
    const owner = row(place.ownerId);
    add(owner.total, object.size);
    add(owner.kinds[place.kind], object.size);
    if (!object.key.startsWith("photo/")) continue;
    if (references.has(object.key)) seen.add(object.key);
    else owner.orphanedFiles += 1;
  }
  for (const photo of records) {
    const owner = row(photo.userId);
    owner.photos += 1;
    const keys = [photo.originalKey, ...photo.derivatives.map((d) => d.key)];
    owner.missingFiles += keys.filter((key) => key && !seen.has(key)).length;
  }
  return {
    engine: store.engine,
    total,
    kinds,
    users: [...byUser.values()].sort((a, b) => b.total.size - a.total.size),
    photos: records,
    userCount: accounts.length,
    adminCount: accounts.filter((account) => account.role === "admin").length,
  };
}
