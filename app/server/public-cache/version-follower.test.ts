import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { createScopeFollower } from "./version-follower";

/**
 * Two app processes sharing one database, each with its page cache
 * (docs/decisions/0051-scoped-cache-invalidation.md): here two followers over one real
 * `dataVersions` collection, the way each process runs one.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-version-follower-"));
const opened = openDatabase({ dataDir });
afterAll(async () => {
  await (await opened).close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function processWithCache(clock: { now: number }) {
  const { dataVersions } = await opened;
  const invalidated: string[][] = [];
  const follower = createScopeFollower((scopes) => invalidated.push(scopes.sort()), {
    graceMs: 1000,
    now: () => clock.now,
  });
  follower.start(await dataVersions.read("public"));
  const poll = async () => follower.read(await dataVersions.changedSince(follower.cursor));
  return { invalidated, poll };
}

it("invalidates in the other process only the scopes a write changed, once", async () => {
  const { dataVersions } = await opened;
  const clock = { now: 0 };
  const a = await processWithCache(clock);
  await dataVersions.bumpScopes(["user:b", "home"]); // another process writes B's public photo
  await a.poll();
  expect(a.invalidated).toEqual([["home", "user:b"]]);
  clock.now += 300;
  await a.poll(); // read again within the grace period: already seen
  clock.now += 3000;
  await a.poll();
  expect(a.invalidated).toHaveLength(1);
  await dataVersions.bumpScopes(["user:c"]);
  await a.poll();
  expect(a.invalidated).toEqual([["home", "user:b"], ["user:c"]]);
});

it("still sees a scope marked late, with a number below one it already read", async () => {
  const { dataVersions } = await opened;
  const clock = { now: 0 };
  const a = await processWithCache(clock);
  // One write took its number; a later write took the next and marked its scope first.
  const slow = await dataVersions.bump("public");
  await dataVersions.bumpScopes(["user:d"]);
  await a.poll();
  clock.now += 500;
  await dataVersions.markScopes(["user:e"], slow); // the slow write's scope lands now
  await a.poll();
  expect(a.invalidated).toEqual([["user:d"], ["user:e"]]);
});

it("keeps a scope's greatest number whichever write marks it last", async () => {
  const { dataVersions } = await opened;
  const later = await dataVersions.bumpScopes(["user:f"]);
  await dataVersions.markScopes(["user:f"], later - 1);
  const rows = await dataVersions.changedSince(later - 1);
  expect(rows.find((row) => row.scope === "user:f")?.version).toBe(later);
});
