import type { ServerBuild } from "@remix-run/node";
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  isDependencyUnavailable,
  type Dependency,
} from "~/utils/availability/unavailable";
import { logger } from "~/server/log/logger.server";
import { PasswordHashingBusy } from "~/services/password-hashing-pool.server";

type RouteModule = ServerBuild["routes"][string]["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;

/**
 * The 503 for a request whose database or object store is away: JSON `{ message }` (an API
 * client or a `.data` request reads it; a page's ErrorBoundary gets it as a route error
 * response with status 503), never cached, with a hint of when to try again.
 */
export function unavailableResponse(
  message = UNAVAILABLE_MESSAGE,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
): Response {
  return new Response(JSON.stringify({ message }), {
    status: 503,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
    },
  });
}

// One line per dependency every few seconds, not one per request, while it is away.
const LOG_EVERY_MS = 10_000;
const lastLogged = new Map<Dependency, number>();

function logOutage(error: Error & { dependency: Dependency }) {
  const now = Date.now();
  if (now - (lastLogged.get(error.dependency) ?? 0) < LOG_EVERY_MS) return;
  lastLogged.set(error.dependency, now);
  logger.warn(`${error.message} (answering 503)`);
}

function answering(run: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      // Pages that hash passwords say so on their form; anything else answers the same 503.
      if (error instanceof PasswordHashingBusy) {
        throw unavailableResponse(error.message, error.retryAfterSeconds);
      }
      if (!isDependencyUnavailable(error)) throw error;
      logOutage(error);
      throw unavailableResponse();
    }
  };
}

/**
 * The build with every route's loader and action answering 503 when the database or object
 * store is away (docs/decisions/0021-running-well.md), or when the password hashing queue is full
 * (docs/decisions/0036-password-hashing-pool.md). One place instead of a catch in every
 * route: Remix would otherwise answer 500 with "Unexpected Server Error", as for a bug.
 */
export function answeringUnavailable(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answering(loader) } : {}),
        ...(action ? { action: answering(action as DataFunction) } : {}),
      },
    };
  }
  return { ...build, routes };
}
