import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

let dataDir = "";
let dbDir = "";
const lockFile = () => path.join(dbDir, ".lock");
const writeLock = (content: object) => writeFileSync(lockFile(), JSON.stringify(content));

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-lock-unit-"));
  dbDir = dataDir;
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A PID that belonged to a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("lockDataDir", () => {
  it("writes this process's PID and removes the lock when the last user releases it", async () => {
    const release = await lockDataDir(dbDir, dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8"))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    // The same process may open the folder again (a reopened database): counted, not refused.
    const again = await lockDataDir(dbDir, dataDir);
    await release();
    expect(existsSync(lockFile())).toBe(true);
    await again();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses a folder a live process holds, naming it", async () => {
    // The test runner's parent process is alive for sure.
    writeLock({ pid: process.ppid, hostname: hostname() });
    const refusal = lockDataDir(dbDir, dataDir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refusal).rejects.toThrow(`(PID ${process.ppid})`);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.ppid);
  });

  it("takes over a lock whose process is gone", async () => {
    writeLock({ pid: deadPid(), hostname: hostname() });
    const release = await lockDataDir(dbDir, dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    await release();
  });

  it("takes over a lock of a recycled PID (another start time)", async () => {
    writeLock({ pid: process.ppid, hostname: hostname(), startTicks: "1" });
    const release = await lockDataDir(dbDir, dataDir);
    await release();
  });

  it("trusts another host's lock while its heartbeat is fresh, and takes it over once stale", async () => {
    writeLock({ pid: 1, hostname: "another-container" });
    await expect(lockDataDir(dbDir, dataDir)).rejects.toThrow("PID 1 on another-container");
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), longAgo, longAgo);
    const release = await lockDataDir(dbDir, dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).hostname).toBe(hostname());
    await release();
  });
});
