import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { createVersionFollower } from "./version-follower";

/**
 * Two app processes sharing one database, each with its page cache (issue 11, item 1): here two
 * followers over one real `dataVersions` collection, the way each process runs one.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-version-follower-"));
const opened = openDatabase({ dataDir });
afterAll(async () => {
  await (await opened).close();
  rmSync(dataDir, { recursive: true, force: true });
});

function processWithCache() {
  const cleared = { count: 0 };
  const follower = createVersionFollower(() => (cleared.count += 1));
  return { cleared, follower };
}

it("empties the other process's cache when it next reads the shared version", async () => {
  const { dataVersions } = await opened;
  const a = processWithCache();
  const b = processWithCache();
  a.follower.read(await dataVersions.read("public"));
  b.follower.read(await dataVersions.read("public"));

  // Process B writes: its own cache is emptied at once, then the shared counter moves.
  b.follower.wroteHere();
  b.follower.countedHere(await dataVersions.bump("public"));
  expect(b.cleared.count).toBe(1);
  expect(a.cleared.count).toBe(0);

  // Process A's next poll sees the new version and empties its cache, once.
  a.follower.read(await dataVersions.read("public"));
  a.follower.read(await dataVersions.read("public"));
  expect(a.cleared.count).toBe(1);
  // B's own poll finds nothing new.
  b.follower.read(await dataVersions.read("public"));
  expect(b.cleared.count).toBe(1);
});

it("notices a write by another process between two of its own", async () => {
  const { dataVersions } = await opened;
  const a = processWithCache();
  const b = processWithCache();
  a.follower.read(await dataVersions.read("public"));
  await dataVersions.bump("public"); // B writes; A has not polled yet
  a.follower.wroteHere();
  a.follower.countedHere(await dataVersions.bump("public"));
  // Once for its own write, once because the counter skipped B's number.
  expect(a.cleared.count).toBe(2);
  expect(b.cleared.count).toBe(0);
});
