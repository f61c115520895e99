import { randomBytes, timingSafeEqual } from "node:crypto";
import { createHashingPool } from "./password-hashing-pool.server";

// Every hash and check in the process shares one bounded pool, so sign-ins never starve file reads.
const pool = createHashingPool();
const scrypt = pool.scrypt;

// OWASP's scrypt floor (N=2^17, r=8, p=1): 0.1-0.4 s a hash, memory-hard against GPU guessing.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** Hashes as "scrypt$N$r$p$salt$key" so parameters can be raised later without breaking logins. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    },
  );
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // A refusal (the pool was busy) is not kept: the next sign-in makes the decoy again.
  decoy ??= hashPassword(randomBytes(12).toString("hex")).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
}
export { PasswordHashingBusy } from "./password-hashing-pool.server";
