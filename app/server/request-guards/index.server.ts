import type { RequestHandler } from "express";
import { bodyLimits } from "./body-limits.server";
import { formBodiesOnly } from "./form-bodies.server";
import { knownMethodsOnly } from "./known-methods.server";
import { sameOriginOnly } from "./same-origin.server";
import { siteHostOnly } from "./site-host.server";

/**
 * The checks every request passes before any route runs (docs/product.md#security-baseline), in one
 * place so a new route gets them without asking, each refusal a 4xx with a message and a warning in
 * the log: a method no route answers (405), a state-changing request from another origin (403) or
 * addressed to another host (403), a page action sent anything but a form (415), then a body over
 * its limit (413). server.mjs mounts them ahead of the Remix handler.
 */
export function requestGuards(config: { SITE_URL?: string }): RequestHandler[] {
  return [
    knownMethodsOnly(),
    sameOriginOnly(config.SITE_URL),
    siteHostOnly(config.SITE_URL),
    formBodiesOnly(),
    bodyLimits(),
  ];
}
