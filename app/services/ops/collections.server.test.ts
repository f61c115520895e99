import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
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
    // The embedded engine makes a table for each collection openDatabase opens.
    await (await openDatabase({ dataDir })).close();
    const file = new DatabaseSync(path.join(dataDir, "db", "viewfinder.sqlite"), {
      readOnly: true,
    });
    const tables = file
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => row.name as string);
    file.close();
    expect(COLLECTIONS.map((spec) => spec.name).sort()).toEqual(tables.sort());
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
