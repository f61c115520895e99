import { ConfigError } from "~/config.server";
import { DataDirLockedError } from "~/data/data-dir-lock.server";
import { OpsError } from "~/services/ops/ops-error";

/** A mistake on the command line: the message, then the usage, exit code 2. */
export class UsageError extends Error {
  name = "UsageError";
}

/**
 * Runs a command-line tool: its own refusals (bad archive, non-empty target, bad configuration)
 * print as one plain message; anything unexpected prints its stack. Exits when done, so an idle
 * connection pool cannot keep the process alive.
 */
export async function runCommand(
  name: string,
  usage: string,
  main: () => Promise<void>,
): Promise<never> {
  let code = 0;
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${name}: ${error.message}\n\n${usage}\n`);
      code = 2;
    } else if (
      error instanceof OpsError ||
      error instanceof ConfigError ||
      // The app (or another tool) holds the embedded DATA_DIR: stop it first.
      error instanceof DataDirLockedError
    ) {
      process.stderr.write(`${name}: ${error.message}\n`);
      code = 1;
    } else {
      process.stderr.write(
        `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      code = 1;
    }
  }
  process.exit(code);
}

/** "1.2 GB" for a byte count. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
