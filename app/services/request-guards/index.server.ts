import type { RequestHandler } from "express";
import { bodyLimits } from "./body-limits.server";
import { sameOriginOnly } from "./same-origin.server";

/**
 * The checks every request passes before any route runs (DESIGN §9), in one place so a new route
 * gets them without asking: a state-changing request from another origin is refused (403), then a
 * body over its limit (413). server.mjs mounts them ahead of the Remix handler.
 */
export function requestGuards(config: { SITE_URL?: string }): RequestHandler[] {
  return [sameOriginOnly(config.SITE_URL), bodyLimits()];
}
