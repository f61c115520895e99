import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startExpectingFailure, startServer, type RunningServer } from "./server-process";

/** One process per embedded DATA_DIR, against the built server (`npm run build` first). */

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-lock-"));
const running: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a second process on the same embedded DATA_DIR", () => {
  it("is refused with a clear message while the first runs, and starts once the first was killed", async () => {
    const first = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
    running.push(first);

    const second = await startExpectingFailure({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      `DATA_DIR ${dataDir} is in use by another Viewfinder process (PID ${first.process.pid}).`,
    );
    expect(second.output).not.toContain("    at "); // a message, not a stack trace
    // The refused process left the first one's lock and data alone.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    // A process that dies without cleaning up (SIGKILL) leaves its lock behind: it is taken over.
    first.process.kill("SIGKILL");
    await once(first.process, "exit");
    running.splice(running.indexOf(first), 1);
    expect(existsSync(path.join(dataDir, "db", ".lock"))).toBe(true);
    const third = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
    running.push(third);
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);

    // A graceful stop releases the lock.
    await third.stop();
    expect(existsSync(path.join(dataDir, "db", ".lock"))).toBe(false);
  }, 90_000);
});
