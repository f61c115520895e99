import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import {
  BACKED_UP_COLLECTIONS,
  COLLECTIONS,
  MOVED_COLLECTIONS,
  type CollectionSpec,
} from "./collections.server";

it("knows every collection the app opens, so backups and moves leave none behind", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "viewfinder-ops-collections-"));
  try {
    // The embedded engine writes one file per collection openDatabase opens.
    await (await openDatabase({ dataDir })).close();
    const files = (await readdir(path.join(dataDir, "db")))
      .filter((file) => file.endsWith(".db"))
      .map((file) => file.replace(/\.db$/, ""));
    expect(COLLECTIONS.map((spec) => spec.name).sort()).toEqual(files.sort());
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

it("backs up everything but sessions and rate-limit counters, and moves everything but the counters", () => {
  const left = (kept: readonly CollectionSpec[]) =>
    COLLECTIONS.filter((spec) => !kept.includes(spec)).map((spec) => spec.name);
  expect(left(BACKED_UP_COLLECTIONS)).toEqual([
    "sessions",
    "passwordResets",
    "rateLimits",
    "dataVersions",
    "uploadsInProgress",
  ]);
  expect(left(MOVED_COLLECTIONS)).toEqual(["rateLimits", "dataVersions", "uploadsInProgress"]);
});
