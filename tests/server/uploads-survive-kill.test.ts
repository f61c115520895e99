import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cookieFrom, signIn, startServer, type RunningServer } from "./server-process";

/**
 * Nothing is lost, and nothing is left behind, when the process dies mid-upload: the built server
 * (embedded database, local files) is killed with SIGKILL while eight uploads are in flight, some
 * answered and the others not, and started again on the same DATA_DIR.
 */

const ADMIN = { email: "kill-admin@example.test", password: "kill-admin-password" };
/** Two photographers, four uploads each: all eight in flight within their upload slots. */
const USERS = ["kill-1@example.test", "kill-2@example.test"];
const PASSWORD = "kill-password";
const UPLOADS = 8;
/** Wider than 2560 px: each upload also has a widest AVIF made after it is answered (ADR 34). */
const WIDTH = 3000;
const HEIGHT = 2000;

let server: RunningServer | undefined;
let env: Record<string, string>;
let cookies: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-uploads-kill-"));
/** The server's own temp folder (TMPDIR), so nothing another test writes is counted. */
const osTemp = mkdtempSync(path.join(tmpdir(), "viewfinder-uploads-kill-os-tmp-"));
/** Where the uploads' bodies wait while their requests last (ADR 39). */
const uploadFolders = () => {
  const root = path.join(dataDir, "tmp", "uploads");
  return existsSync(root) ? readdirSync(root) : [];
};

beforeAll(async () => {
  env = {
    DATA_DIR: dataDir,
    TMPDIR: osTemp,
    RATE_LIMITS: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  server = await startServer(env);
}, 130_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(osTemp, { recursive: true, force: true });
});

const call = (cookie: string, url: string, init: RequestInit = {}) =>
  fetch(`${server!.url}${url}`, { ...init, headers: { Cookie: cookie, ...(init.headers ?? {}) } });

/** A 6 MP noisy JPEG (a few MB, slow enough to decode that the uploads overlap). */
async function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 40 * seed, g: 90, b: 200 - 20 * seed },
      noise: { type: "gaussian", mean: 120 + seed, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function uploadForm(file: Buffer, n: number): FormData {
  const form = new FormData();
  form.set("title", `Upload ${n}`);
  form.set("category", "landscape");
  form.set("image", new Blob([new Uint8Array(file)]), `upload-${n}.jpg`);
  return form;
}

interface ListedPhoto {
  id: string;
  title: string;
  sources: { avif: string; webp: string; jpeg: string };
}

/** Both photographers' photos, each with the cookie that may see it. */
async function listed() {
  const lists = await Promise.all(
    cookies.map(async (cookie) => {
      const photos = (await (await call(cookie, "/api/user/photos")).json()) as ListedPhoto[];
      return photos.map((photo) => ({ ...photo, cookie }));
    }),
  );
  return lists.flat();
}
const urlsOf = (photo: ListedPhoto) =>
  Object.values(photo.sources).flatMap((srcset) =>
    srcset ? srcset.split(", ").map((entry) => entry.split(" ")[0]!) : [],
  );

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every file under DATA_DIR, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

it("keeps every answered upload and leaves nothing of the others after SIGKILL", async () => {
  for (const email of USERS) {
    const signedUp = await fetch(`${server!.url}/signup`, {
      method: "POST",
      body: new URLSearchParams({
        name__confirm: "",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
      redirect: "manual",
    });
    expect(signedUp.status).toBe(302);
    cookies.push(cookieFrom(signedUp));
  }

  const files = await Promise.all(Array.from({ length: UPLOADS }, (_, n) => photo(n)));
  const answered: { id: string; title: string }[] = [];
  let firstAnswer!: () => void;
  const first = new Promise<void>((resolve) => (firstAnswer = resolve));
  const uploads = files.map(async (file, n) => {
    const response = await call(cookies[n % 2]!, "/api/photos/upload", {
      method: "POST",
      body: uploadForm(file, n),
    });
    // Read the whole answer before counting it: a 201 whose body never arrived was not answered.
    const body = (await response.json()) as { id: string; title: string };
    if (response.status === 201) {
      answered.push(body);
      firstAnswer();
    }
    return response.status;
  });
  const settled = Promise.allSettled(uploads);
  await first;
  server!.process.kill("SIGKILL");
  await new Promise((resolve) => server!.process.once("exit", resolve));
  const outcomes = await settled;
  const answeredAtKill = answered.length;
  // Some were answered, and some were still in flight when the process died.
  expect(answeredAtKill).toBeGreaterThanOrEqual(1);
  expect(outcomes.filter((o) => o.status === "rejected").length).toBeGreaterThanOrEqual(1);
  // Every upload was either answered 201 or cut off by the kill: none was refused.
  expect(outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []))).toEqual(
    Array(answeredAtKill).fill(201),
  );

  // The uploads cut off by the kill left their bodies in DATA_DIR, none in the OS temp folder.
  expect(uploadFolders().length).toBeGreaterThanOrEqual(1);
  expect(readdirSync(osTemp)).toEqual([]);

  server = await startServer(env);
  // The start removed them before it listened.
  expect(uploadFolders()).toEqual([]);
  cookies = await Promise.all(USERS.map((email) => signIn(server!, email, PASSWORD)));

  // Every answered upload is listed, each with its widest AVIF made by now (after the restart).
  const photos = await waitFor(
    listed,
    (list) => list.every((p) => p.sources.avif.includes(" 2560w")),
    90_000,
  );
  const ids = new Set(photos.map((p) => p.id));
  for (const { id } of answered) expect(ids, id).toContain(id);
  expect(photos.length).toBeLessThanOrEqual(UPLOADS);

  // No half-written photo: each listed one serves every derivative it lists, as a real image.
  for (const listedPhoto of photos) {
    const urls = urlsOf(listedPhoto);
    expect(urls.length, listedPhoto.title).toBe(15);
    for (const url of urls) {
      const media = await call(listedPhoto.cookie, url);
      expect(media.status, url).toBe(200);
      const { width } = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
      expect(width, url).toBeGreaterThan(0);
    }
  }

  // The admin storage audit: no file without its record, no record without its files.
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  const audit = (await (
    await fetch(`${server.url}/api/admin/storage/audit`, { headers: { Cookie: admin } })
  ).json()) as { orphanedFiles: number; missingFiles: number; totalFiles: number };
  expect(audit).toMatchObject({ orphanedFiles: 0, missingFiles: 0 });
  // An original and 15 derivatives per listed photo, nothing more.
  expect(audit.totalFiles).toBe(photos.length * 16);

  // No temp file (nor a sidecar whose object never arrived, nor an upload's body) is left anywhere
  // under DATA_DIR, and none in the server's OS temp folder.
  expect(uploadFolders()).toEqual([]);
  expect(readdirSync(osTemp)).toEqual([]);
  const onDisk = filesUnder(dataDir);
  expect(onDisk.filter((file) => /\.tmp$|~$/.test(file))).toEqual([]);
  const storageFiles = onDisk.filter((file) => file.startsWith(`storage${path.sep}`));
  expect(storageFiles.length).toBe(photos.length * 16 * 2);
}, 240_000);
