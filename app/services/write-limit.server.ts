import type { AppLoadContext } from "@remix-run/node";
import { json } from "@remix-run/node";
import { config } from "~/config.server";
import { clientAddress } from "~/server/client-address.server";
import { createRateLimiter } from "./rate-limit.server";

export const WRITE_LIMIT_MESSAGE = "Too many requests. Please wait 15 minutes before trying again.";

const WINDOW_MS = 15 * 60 * 1000;
const writesPerAddress = createRateLimiter({ name: "writes", limit: 300, windowMs: WINDOW_MS });

/**
 * The coarse limit on posts that cost work — photo uploads and the My Photos forms, AI analysis,
 * the profile picture and every account form: 300 per client address per 15 minutes, counted in
 * the action itself, so every URL that reaches the action (`.data`, encoded paths) counts.
 * Over the limit it rejects with a 429 response `{ message }`: every action awaits it first.
 */
export async function requireWriteAllowance(context: AppLoadContext): Promise<void> {
  if (!config().RATE_LIMITS || (await writesPerAddress.hit(clientAddress(context)))) return;
  throw json(
    { message: WRITE_LIMIT_MESSAGE },
    { status: 429, headers: { "Retry-After": String(WINDOW_MS / 1000) } },
  );
}
