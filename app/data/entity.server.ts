import type { Document, Update } from "./collection";

/** Stored documents carry `_id`; the app sees `id` and never the internal lookup keys. */
export function toEntity<E>(doc: Document, hidden: readonly string[] = []): E {
  const { _id, ...rest } = doc as Document & Record<string, unknown>;
  for (const key of hidden) delete rest[key];
  return { id: _id, ...rest } as E;
}

/** A partial change where `null` (or an explicit `undefined`) clears an optional field. */
export type Patch<T> = { [K in keyof T]?: T[K] | null };

/** Turns a patch into `$set`/`$unset`, stamping `updatedAt` when the document has one. */
export function patchToUpdate(patch: Record<string, unknown>, now?: Date): Update {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, true> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) $unset[key] = true;
    else $set[key] = value;
  }
  if (now) $set.updatedAt = now;
  const update: Update = {};
  if (Object.keys($set).length) update.$set = $set;
  if (Object.keys($unset).length) update.$unset = $unset;
  return update;
}

/** Escapes user text for use inside a RegExp (search and case-insensitive lookups). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
