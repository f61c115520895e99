import { readFileSync } from "node:fs";
import { open, readFile, stat, unlink, utimes } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/**
 * One process per embedded DATA_DIR (docs/decisions/0021-running-well.md): the embedded install
 * keeps state in its process's memory (rate limits, the import worker's leases, the move from
 * NeDB while it runs), and a second process would not see it. So the embedded engine takes
 * `DATA_DIR/db/.lock` holding its PID; a second process is refused with a clear message, and a
 * lock left by a process that died (SIGKILL, a crash, a power cut) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another Viewfinder process (${holder}). The embedded ` +
        "database allows one process per DATA_DIR: stop the other process first, give this one " +
        "its own DATA_DIR, or set MONGODB_URI and S3_BUCKET to run several processes on one data set.",
    );
    this.name = "DataDirLockedError";
  }
}

interface LockContent {
  pid: number;
  hostname: string;
  /** Linux: the process's start time in clock ticks, so a recycled PID is not taken for it. */
  startTicks?: string;
}

/** Another host (or container) keeps its lock fresh this often; it counts as dead after 3 misses. */
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

function startTicksOf(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so split after it.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive({ pid, startTicks }: LockContent): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return startTicks === undefined || startTicksOf(pid) === undefined || startTicksOf(pid) === startTicks;
}

/** Whether the lock at `file` (with `content`) belongs to a live process other than this one. */
async function heldByOther(file: string, content: LockContent | null): Promise<boolean> {
  if (!content) {
    // Unreadable: a process is writing it right now, or it was cut short. Give it the benefit of
    // the doubt while it is fresh.
    const age = Date.now() - (await stat(file)).mtimeMs;
    return age < STALE_AFTER_MS;
  }
  if (content.hostname !== hostname()) {
    // Another machine or container sharing the folder: its PIDs mean nothing here, so only the
    // heartbeat tells whether it is alive.
    return Date.now() - (await stat(file)).mtimeMs < STALE_AFTER_MS;
  }
  // Same host and PID: a restarted container whose process got the same PID as before; or this
  // very process, whose engines are counted in `held`.
  if (content.pid === process.pid) return false;
  return isAlive(content);
}

async function readLock(file: string): Promise<LockContent | null> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as LockContent;
    return Number.isInteger(parsed.pid) && typeof parsed.hostname === "string" ? parsed : null;
  } catch {
    return null;
  }
}

function describe(content: LockContent | null): string {
  if (!content) return "lock file being written";
  return content.hostname === hostname()
    ? `PID ${content.pid}`
    : `PID ${content.pid} on ${content.hostname}`;
}

interface Held {
  count: number;
  heartbeat: NodeJS.Timeout;
}

// Engines of this process on each locked folder: the lock goes when the last one closes.
const held = new Map<string, Held>();

/** Takes the lock on `dbDir` (or counts one more user of it); resolves to its release. */
export async function lockDataDir(dbDir: string, dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dbDir, ".lock");
  const mine = held.get(file);
  if (mine) {
    mine.count += 1;
  } else {
    await acquire(file, dataDir);
    // Keeps the lock fresh for processes that cannot check our PID; unref'd: never keeps a
    // script alive.
    const heartbeat = setInterval(() => {
      const now = new Date();
      void utimes(file, now, now).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    held.set(file, { count: 1, heartbeat });
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const entry = held.get(file);
    if (!entry || --entry.count > 0) return;
    clearInterval(entry.heartbeat);
    held.delete(file);
    const content = await readLock(file);
    if (content?.pid === process.pid && content.hostname === hostname()) {
      await unlink(file).catch(() => undefined);
    }
  };
}

async function acquire(file: string, dataDir: string): Promise<void> {
  const content: LockContent = {
    pid: process.pid,
    hostname: hostname(),
    startTicks: startTicksOf(process.pid),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // "wx": created only if absent, atomically; two processes cannot both succeed.
      const handle = await open(file, "wx");
      try {
        await handle.writeFile(`${JSON.stringify(content)}\n`);
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const existing = await readLock(file);
    if (await heldByOther(file, existing)) throw new DataDirLockedError(dataDir, describe(existing));
    // Left by a process that is gone: remove it and try again (another process taking it over at
    // the same moment makes one of the two "wx" opens fail, and that one looks again).
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirLockedError(dataDir, describe(await readLock(file)));
}
