/**
 * What the server renders at once while the browser loads it on demand
 * (docs/decisions/0058-server-parts.md): components most pages never show, the theme's inline
 * script. `entry.server.tsx`, which Remix never sends to the browser,
 * hands them over before the first render; in the browser the registry stays empty and each part
 * fetches its code where it shows (lazy-at-hand.ts). Read at render time, never when a module
 * loads: the server build may evaluate a component's module before its entry.
 */
export type ServerPartName =
  | "Analytics"
  | "ErrorPage"
  | "NavBar"
  | "PortfolioNotFound"
  | "SignedInPart"
  | "ThemeScriptText"
  | "ToastList";

let parts: Partial<Record<ServerPartName, unknown>> = {};

/** Called once by the server's entry with every part. */
export function provideServerParts(given: Record<ServerPartName, unknown>): void {
  parts = given;
}

/** The part as the server has it; undefined in the browser. */
export function serverPart<T>(name: ServerPartName): T | undefined {
  return parts[name] as T | undefined;
}
