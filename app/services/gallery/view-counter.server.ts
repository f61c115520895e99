import { db } from "~/data/db.server";
import type { PageKind } from "~/data/page-views.server";
import { logger } from "~/server/log/logger.server";

/**
 * Page views are added up in memory and written every few seconds (and before anyone reads
 * them, and at shutdown), so that a page served from the public page cache counts its view
 * without a database write of its own (docs/decisions/0026-public-page-cache.md).
 */
const FLUSH_AFTER_MS = 2_000;

interface Pending {
  kind: PageKind;
  targetId: string;
  ownerId: string;
  at: Date;
  count: number;
}

const pending = new Map<string, Pending>();
let timer: NodeJS.Timeout | undefined;

const DAY_MS = 86_400_000;
// The current UTC day, worked out again only when it ends: every cached page's hit counts here.
let today = { day: "", endsAt: 0 };

function dayOf(at: number): string {
  if (at >= today.endsAt || at < today.endsAt - DAY_MS) {
    today = {
      day: new Date(at).toISOString().slice(0, 10),
      endsAt: (Math.floor(at / DAY_MS) + 1) * DAY_MS,
    };
  }
  return today.day;
}

export function countView(kind: PageKind, targetId: string, ownerId: string, at = Date.now()) {
  const key = `${kind}:${targetId}:${dayOf(at)}`;
  const counted = pending.get(key);
  if (counted) counted.count += 1;
  else pending.set(key, { kind, targetId, ownerId, at: new Date(at), count: 1 });
  timer ??= setTimeout(() => void flushViews(), FLUSH_AFTER_MS).unref();
}

/** Writes every view counted so far; a failed write is logged and its views are dropped. */
export async function flushViews(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (!pending.size) return;
  const batch = [...pending.values()];
  pending.clear();
  const { pageViews } = await db();
  for (const { kind, targetId, ownerId, at, count } of batch) {
    await pageViews
      .record(kind, targetId, ownerId, at, count)
      .catch((error) => logger.error({ err: error }, "Page views not counted"));
  }
}
