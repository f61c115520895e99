import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { tempDataDir } from "./test-support";

// ADR 39: an upload's files wait inside DATA_DIR, where the next start can find them.

const dataDir = tempDataDir("viewfinder-upload-temp-folders-");
const { makeUploadTempFolder, removeUploadTempFoldersOlderThan, uploadTempRoot } =
  await import("./upload-temp-folders.server");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

it("makes each request its own private folder under DATA_DIR/tmp/uploads", async () => {
  const one = await makeUploadTempFolder("upload");
  const two = await makeUploadTempFolder("bulk");
  expect(path.dirname(one)).toBe(path.join(dataDir, "tmp", "uploads"));
  expect(path.basename(one)).toMatch(/^upload-/);
  expect(path.basename(two)).toMatch(/^bulk-/);
  expect(one).not.toBe(two);
  expect(statSync(one).mode & 0o777).toBe(0o700);
  rmSync(uploadTempRoot(), { recursive: true });
});

it("removes only the folders nothing was written to since the given time", async () => {
  // With MongoDB, other live processes' uploads may be here: only an hour-old folder goes.
  const old = await makeUploadTempFolder("upload");
  writeFileSync(path.join(old, "upload"), "abandoned");
  utimesSync(path.join(old, "upload"), hoursAgo(2), hoursAgo(2));
  utimesSync(old, hoursAgo(2), hoursAgo(2));
  // Made two hours ago, but a file in it is still being written: a live (bulk) request's.
  const busy = await makeUploadTempFolder("bulk");
  writeFileSync(path.join(busy, "part-1"), "arriving");
  utimesSync(busy, hoursAgo(2), hoursAgo(2));
  const fresh = await makeUploadTempFolder("upload");

  expect(await removeUploadTempFoldersOlderThan(hoursAgo(1))).toBe(1);
  expect(existsSync(old)).toBe(false);
  expect(readdirSync(uploadTempRoot()).sort()).toEqual(
    [path.basename(busy), path.basename(fresh)].sort(),
  );

  // On the embedded engine the start holds DATA_DIR's lock: everything in it is a dead process's.
  expect(await removeUploadTempFoldersOlderThan(new Date(Date.now() + 1000))).toBe(2);
  expect(readdirSync(uploadTempRoot())).toEqual([]);
});

it("has nothing to do when no upload was ever made", async () => {
  rmSync(uploadTempRoot(), { recursive: true, force: true });
  expect(await removeUploadTempFoldersOlderThan(new Date())).toBe(0);
});
