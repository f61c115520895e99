import { HASHES_WAITING_PER_THREAD, HASHING_THREADS } from "./password-hashing-pool.server";
import { hashPassword, PasswordHashingBusy, verifyPassword } from "./passwords.server";

/** A stored hash in the app's own format, with the cost parameters given. */
const storedHash = (N: number, p: number) =>
  [
    "scrypt",
    N,
    8,
    p,
    Buffer.alloc(16).toString("base64"),
    Buffer.alloc(64).toString("base64"),
  ].join("$");

/**
 * Tests only. Fills this process's password-hashing pool for real, as a burst of sign-ins would:
 * every thread checks a password against a hash stored with p=4 (the format carries its cost, so
 * this is one ordinary check taking 4 times as long, 1-2 s), and the queue behind them is filled
 * with cheap checks. Until the slow ones end, any other hash is refused as busy; this is checked
 * before it returns. Resolves with a promise of every filler having finished.
 */
export async function fillPasswordHashingPool(): Promise<{ drained: Promise<unknown> }> {
  const running = Array.from({ length: HASHING_THREADS }, () =>
    verifyPassword("filler", storedHash(2 ** 17, 4)),
  );
  const waiting = Array.from({ length: HASHING_THREADS * HASHES_WAITING_PER_THREAD }, () =>
    verifyPassword("filler", storedHash(2 ** 10, 1)),
  );
  const drained = Promise.allSettled([...running, ...waiting]);
  const extra = await hashPassword("one too many").catch((error: unknown) => error);
  if (!(extra instanceof PasswordHashingBusy)) {
    throw new Error("the password-hashing pool did not fill up: its slow checks ended too soon");
  }
  return { drained };
}
