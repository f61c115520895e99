import type { ScopeVersion } from "~/data/data-versions.server";

/**
 * Follows the shared scope versions for one process's page cache
 * (docs/decisions/0026-public-page-cache.md, 0051-scoped-cache-invalidation.md). Each poll reads,
 * in one query, the scopes written since `cursor`; a scope seen at a new version is invalidated.
 *
 * A write takes its sequence number, then marks its scopes with it: for a moment a scope may hold
 * an older number than one already read elsewhere. So the cursor trails by `graceMs` — rows of the
 * last seconds are read again, and those already seen at that version change nothing. The cost of
 * a poll stays bounded by the writes of those seconds, not by the number of scopes.
 */
export function createScopeFollower(
  invalidate: (scopes: string[]) => void,
  { graceMs = 2000, now = Date.now }: { graceMs?: number; now?: () => number } = {},
) {
  let cursor = 0;
  const seen = new Map<string, number>();
  // The highest number read by each recent poll: the cursor moves to one once it is old enough.
  let marks: { at: number; highest: number }[] = [];
  return {
    /** The number the next poll reads above. */
    get cursor(): number {
      return cursor;
    },
    /** The shared sequence at start-up: the page cache is empty, nothing before it matters. */
    start(sequence: number): void {
      cursor = sequence;
      marks = [{ at: -Infinity, highest: sequence }];
      seen.clear();
    },
    /** One poll's rows (`changedSince(cursor)`). */
    read(rows: ScopeVersion[]): void {
      const changed: string[] = [];
      let highest = marks.at(-1)?.highest ?? cursor;
      for (const { scope, version } of rows) {
        highest = Math.max(highest, version);
        if ((seen.get(scope) ?? -1) >= version) continue;
        seen.set(scope, version);
        changed.push(scope);
      }
      if (changed.length) invalidate(changed);
      const at = now();
      marks.push({ at, highest });
      while (marks.length > 1 && marks[1]!.at <= at - graceMs) marks.shift();
      cursor = marks[0]!.highest;
      // Rows at or below the cursor are never read again: forget them.
      for (const [scope, version] of seen) if (version <= cursor) seen.delete(scope);
    },
  };
}
