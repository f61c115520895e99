import { config } from "~/config.server";
import { createRateLimiter } from "../rate-limit.server";

const signUpsPerIp = createRateLimiter({ name: "sign-up", limit: 10, windowMs: 15 * 60 * 1000 });

/** Sign-ups per IP per 15 minutes, against scripted account creation. */
export async function signUpAllowed(ip: string): Promise<boolean> {
  return !config().RATE_LIMITS || (await signUpsPerIp.hit(ip));
}
