import { config } from "~/config.server";
import { createRateLimiter } from "../rate-limit.server";

/** Each analysis decodes an image and may cost a paid AI call: 60 per user per 15 minutes. */
const analysesPerUser = createRateLimiter({
  name: "ai-analysis",
  limit: 60,
  windowMs: 15 * 60 * 1000,
});

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait 15 minutes before trying again.";

export async function aiAnalysisAllowed(userId: string): Promise<boolean> {
  return !config().RATE_LIMITS || (await analysesPerUser.hit(userId));
}
