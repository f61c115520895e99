import { getClientIPAddress } from "remix-utils/get-client-ip-address";
import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { decoyHash, verifyPassword } from "../passwords.server";
import { createRateLimiter } from "../rate-limit.server";
import { AuthFailure, GENERIC_SIGN_IN_FAILURE, TOO_MANY_ATTEMPTS } from "./errors.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// Per IP: generous for shared networks. Per account: tight, because it guards one password.
const attemptsPerIp = createRateLimiter({ limit: 30, windowMs: FIFTEEN_MINUTES });
const failuresPerAccount = createRateLimiter({ limit: 5, windowMs: FIFTEEN_MINUTES });

export function clientIp(request: Request): string {
  return getClientIPAddress(request) ?? "unknown";
}

/** Checks an email and password; every refusal is an AuthFailure with a generic message. */
export async function verifyCredentials({
  email,
  password,
  request,
}: {
  email: string;
  password: string;
  request: Request;
}): Promise<User> {
  const normalised = email.trim().toLowerCase();
  const limits = config().RATE_LIMITS;
  if (limits && (!attemptsPerIp.hit(clientIp(request)) || failuresPerAccount.blocked(normalised))) {
    throw new AuthFailure(TOO_MANY_ATTEMPTS);
  }
  if (!normalised || !password) throw new AuthFailure(GENERIC_SIGN_IN_FAILURE);

  const { users } = await db();
  const user = await users.findByEmail(normalised);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !ok) {
    if (limits) failuresPerAccount.hit(normalised);
    throw new AuthFailure(GENERIC_SIGN_IN_FAILURE);
  }
  failuresPerAccount.reset(normalised);
  return user;
}
