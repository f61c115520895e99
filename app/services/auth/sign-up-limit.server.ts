import { config } from "~/config.server";
import { createRateLimiter } from "../rate-limit.server";

const signUpsPerIp = createRateLimiter({ name: "sign-up", limit: 10, windowMs: 15 * 60 * 1000 });

/** Sign-ups per IP per 15 minutes, against scripted account creation. */
export function signUpAllowed(ip: string): boolean {
  return !config().RATE_LIMITS || signUpsPerIp.hit(ip);
}
