/**
 * One instance per process under `key`, kept on globalThis: `remix dev` imports the server build
 * again after each edit, which evaluates every module again, and state such as the database or
 * the public page cache must outlive that (app/data/db.server.ts, the logger, the public page cache).
 */
export function onePerProcess<T>(key: string, make: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  const symbol = Symbol.for(`viewfinder.${key}`);
  if (!(symbol in holder)) holder[symbol] = make();
  return holder[symbol] as T;
}
