import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startGoogleStandIn, type GoogleStandIn } from "../stand-ins/google";
import { cookieFrom, signIn, startServer, type RunningServer } from "./server-process";

/**
 * docs/decisions/0017-google-photos-connection.md: killing the server halfway through an import and
 * starting it again completes the import with no duplicates and no orphaned stored files. The built
 * server runs on the embedded engines with a DATA_DIR of its own; it is killed with SIGKILL (no
 * shutdown code runs) while some photos are imported and others still wait, and a new server is
 * started on the same DATA_DIR.
 */

const ADMIN = { email: "restart-admin@example.test", password: "restart-admin-password" };
const USER = { email: "restart@example.test", password: "restart-password" };
/** Slow enough that the kill lands while photos are still downloading or being stored. */
const DOWNLOAD_DELAY_MS = 1500;

let google: GoogleStandIn;
let server: RunningServer | undefined;
let env: Record<string, string>;
let cookie = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-import-restart-"));

beforeAll(async () => {
  google = await startGoogleStandIn();
  // Six photos: the three fixtures and a copy of each under another id and file name.
  for (const item of [...google.mediaItems]) {
    const [name, ext] = item.filename.split(".");
    google.mediaItems.push({ ...item, id: `${item.id}-copy`, filename: `${name}-copy.${ext}` });
  }
  env = {
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...google.env,
  };
  server = await startServer(env);
});

afterAll(async () => {
  await server?.stop();
  await google?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, init: RequestInit = {}) =>
  fetch(url.startsWith("http") ? url : `${server!.url}${url}`, {
    redirect: "manual",
    ...init,
    headers: { Cookie: cookie, ...(init.headers ?? {}) },
  });

interface Progress {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  state: string;
}
const progress = async () =>
  (await (await call("/api/google-photos/import-progress")).json()) as Progress;

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signUpAndConnect() {
  const signedUp = await fetch(`${server!.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: USER.email,
      password: USER.password,
      confirmPassword: USER.password,
    }),
    redirect: "manual",
  });
  expect(signedUp.status).toBe(302);
  cookie = cookieFrom(signedUp);
  // The consent flow by hand: start → the stand-in's consent → the callback.
  const start = await call("/api/auth/google/photos/start");
  const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const connected = await call(consent.headers.get("location")!);
  expect(connected.status).toBe(302);
}

async function pickEverything(): Promise<number> {
  const created = await call("/api/google-photos/picker/session", {
    method: "POST",
    headers: { Origin: server!.url },
  });
  expect(created.status).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  google.pick(sessionId);
  const polled = await call(`/api/google-photos/picker/status/${sessionId}`);
  const body = (await polled.json()) as { state: string; progress: Progress };
  expect(body.state).toBe("ENDED");
  return body.progress.total;
}

/** Every file under the user's photo folder, the store's hidden temp files and sidecars too. */
function filesOnDisk(userId: string): string[] {
  const root = path.join(dataDir, "storage", "photo", userId);
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

it("completes an import cut short by SIGKILL, once per photo and with no orphaned files", async () => {
  await signUpAndConnect();
  google.slowDownloads(DOWNLOAD_DELAY_MS);
  const total = await pickEverything();
  expect(total).toBe(6);

  // Halfway: at least one photo imported, at least one still to do.
  const atKill = await waitFor(
    progress,
    (p) => p.done >= 1 && p.done + p.failed + p.skipped < p.total,
    30_000,
  );
  server!.process.kill("SIGKILL");
  await new Promise((resolve) => server!.process.once("exit", resolve));
  expect(atKill.state).toBe("running");

  google.slowDownloads(0);
  const startedAgain = Date.now();
  server = await startServer(env);
  // The same session cookie works: the session store survived the kill too.
  const finished = await waitFor(
    progress,
    (p) => p.state !== "running" && p.state !== "queued",
    50_000,
  );
  // Resumed at once, not after the dead process's lease (60 s) ran out: on the embedded engine a
  // starting process knows the running job's owner is dead (resumeImportsOfDeadProcess).
  expect(Date.now() - startedAgain).toBeLessThan(45_000);
  expect(finished).toEqual({ total: 6, done: 6, failed: 0, skipped: 0, state: "done" });

  const photos = (await (await call("/api/user/photos")).json()) as { id: string; title: string }[];
  expect(photos.map((p) => p.title).sort()).toEqual([
    "canon-gps",
    "canon-gps-copy",
    "meadow",
    "meadow-copy",
    "storm-rotated",
    "storm-rotated-copy",
  ]);

  const status = (await (await call("/api/google-photos/status")).json()) as {
    lastSync: string | null;
    errors: unknown[];
  };
  expect(status.errors).toEqual([]);
  expect(status.lastSync).not.toBeNull();

  // The admin storage audit: no file without its photo record, no record without its files.
  const admin = await signIn(server!, ADMIN.email, ADMIN.password);
  const audit = (await (
    await fetch(`${server!.url}/api/admin/storage/audit`, { headers: { Cookie: admin } })
  ).json()) as {
    orphanedFiles: number;
    missingFiles: number;
    breakdown: { userId: string; databasePhotos: number }[];
  };
  expect(audit).toMatchObject({ orphanedFiles: 0, missingFiles: 0 });
  const userRow = audit.breakdown.find((row) => row.databasePhotos > 0)!;
  expect(userRow.databasePhotos).toBe(6);

  // On disk, below what the store lists: every file is in a photo's folder, and none is a
  // temp file a killed write left behind.
  const ids = new Set(photos.map((p) => p.id));
  const files = filesOnDisk(userRow.userId);
  expect(files.length).toBeGreaterThan(6);
  expect(files.filter((file) => !ids.has(file.split(path.sep)[0]!))).toEqual([]);
  expect(files.filter((file) => file.endsWith(".tmp"))).toEqual([]);
}, 120_000);
