import { mkdtempSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixture } from "~/images/__fixtures__/load-fixture";
import type { UploadedFile } from "./parse-upload.server";

/**
 * Tests only. Points DATA_DIR at a fresh temp folder: call it before the first import of anything
 * that opens the database or the store (they read the configuration once, on first use).
 */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET ??= "photos-test-session-secret";
  return dir;
}

let files = 0;

/** Bytes (a fixture's name or a buffer) as the upload parser would have left them on disk. */
export async function uploadedFile(
  source: string | Buffer,
  name = "photo.jpg",
): Promise<UploadedFile> {
  const bytes = typeof source === "string" ? fixture(source) : source;
  // Inside DATA_DIR, so the test's own cleanup removes it.
  const dir = path.join(process.env.DATA_DIR ?? tmpdir(), "test-uploads");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${++files}`);
  await writeFile(file, bytes);
  return {
    path: file,
    size: bytes.byteLength,
    name: typeof source === "string" ? source : name,
    type: "image/jpeg",
  };
}

export async function createUser(username: string) {
  const { db } = await import("~/data/db.server");
  const { users } = await db();
  return users.create({
    email: `${username}@example.test`,
    username,
    firstName: "Ada",
    lastName: username,
  });
}

/** Every trace a user's photos leave: records in the database and objects in the store. */
export async function tracesOf(userId: string) {
  const { db } = await import("~/data/db.server");
  const { objectStore } = await import("~/storage/store.server");
  const { photos } = await db();
  return {
    records: await photos.countByUser(userId),
    objects: (await objectStore().list(`photo/${userId}/`)).length,
  };
}
