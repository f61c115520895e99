import { SITE_SCOPE } from "~/data/public-scopes";
import { onePerProcess } from "~/utils/one-per-process";

/**
 * What a cached body was rendered under (docs/decisions/0051-scoped-cache-invalidation.md): the
 * moment its render started, on this process's clock, and the public scopes it named. A body
 * that named none is made of who knows what: any write makes it stale.
 */
export interface ScopeStamp {
  since: number;
  scopes: readonly string[];
}

/**
 * This process's record of when each public scope last changed, by its own write or another
 * process's (read from the database). A body is current while none of its scopes — nor the
 * whole site — changed after its render started. The moment is taken at the start, not when a
 * scope is named: a write landing between a render's read and its naming still makes it stale.
 */
export class ScopeClock {
  private now = 0;
  private changedAt = new Map<string, number>();
  private anyChangeAt = 0;

  /** The moment a render starts: its body's `since`. */
  start(): number {
    return this.now;
  }

  /** These scopes changed: every body rendered under any of them before now is stale. */
  tick(scopes: Iterable<string>): void {
    this.now += 1;
    for (const scope of scopes) this.changedAt.set(scope, this.now);
    this.anyChangeAt = this.now;
  }

  isCurrent({ since, scopes }: ScopeStamp): boolean {
    if ((this.changedAt.get(SITE_SCOPE) ?? 0) > since) return false;
    if (scopes.length === 0) return this.anyChangeAt <= since;
    return scopes.every((scope) => (this.changedAt.get(scope) ?? 0) <= since);
  }
}

/** The process's clock, shared by the page store and the invalidation that ticks it. */
export const scopeClock = onePerProcess("public-scope-clock", () => new ScopeClock());
