import { format } from "node:util";
import { logger } from "./logger.server";

type Level = "debug" | "info" | "warn" | "error";

/**
 * Sends what libraries print with console.* (Remix's warnings, Node's process warnings) through
 * the logger, so every line of the server's output is JSON, masked and with its request id.
 * An Error among the arguments becomes the line's `err`.
 */
export function sendConsoleToLogger(): void {
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const message = rest.length > 0 ? format(...rest) : (err as Error | undefined)?.message;
      logger[level](err ? { err } : {}, message);
    };
  console.debug = write("debug");
  console.log = console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
}
