import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Tests only: runs the move of `dataDir` from NeDB to SQLite as a start runs it, in a process of
 * its own (move-to-sqlite.killed-child.ts, through vite-node as vitest runs the tests: the same
 * "~" paths), which kills itself (SIGKILL) once `collection` is copied. Resolves with the signal
 * that ended it and what it wrote to stderr.
 */
export async function killMoveAfter(dataDir: string, collection: string) {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules/.bin/vite-node"),
      "--config",
      "vitest.config.ts",
      "app/data/move-to-sqlite.killed-child.ts",
      dataDir,
      collection,
    ],
    { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, sig) => resolve(sig)),
  );
  return { signal, stderr };
}
