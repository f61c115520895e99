/**
 * Follows the shared public data version for one process's page cache
 * (docs/decisions/0026-public-page-cache.md): `clear` runs when this process writes (at once) and
 * when the shared counter moved in a way this process's own writes do not explain.
 */
export function createVersionFollower(clear: () => void) {
  let known: number | undefined;
  return {
    /** This process wrote something public: its next request must not see the old page. */
    wroteHere(): void {
      clear();
    },
    /** The counter after one of this process's writes; not the next number: another wrote too. */
    countedHere(shared: number): void {
      if (known !== undefined && shared !== known && shared !== known + 1) clear();
      if (known === undefined || shared > known) known = shared;
    },
    /** A value read from the database (start-up, polling). */
    read(shared: number): void {
      if (known !== undefined && shared !== known) clear();
      known = shared;
    },
  };
}
