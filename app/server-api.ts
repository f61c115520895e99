import type * as serverEntry from "./entry.server";

/**
 * What `server.mjs` uses of the build (`build.entry.module`): the server entry's named exports
 * that start, serve and stop the app. server.mjs is type-checked against it
 * (tsconfig.server.json), so renaming or reshaping one of these fails `npm run typecheck`
 * rather than the first start.
 */
export type ServerApi = Pick<
  typeof serverEntry,
  | "answeringUnavailable"
  | "apiTokenGate"
  | "bootstrap"
  | "config"
  | "contentSecurityPolicy"
  | "logger"
  | "publicPageCache"
  | "readiness"
  | "requestGuards"
  | "requestLogging"
  | "securityHeaders"
  | "sendConsoleToLogger"
  | "shareLinkHeaders"
  | "shutdown"
  | "stopBackgroundWork"
>;

/** The server build as server.mjs loads it. */
export type AppServerBuild = import("@remix-run/node").ServerBuild & {
  entry: { module: ServerApi };
};
