import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Document } from "./collection";
import { NedbFileCorruptError, nedbChanges, nedbFileOf } from "./nedb-files.server";

const dir = mkdtempSync(path.join(tmpdir(), "viewfinder-nedb-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The collection a file gives once every change is applied, as NeDB loads it. */
async function load(file: string): Promise<Document[]> {
  const byId = new Map<string, Document>();
  for await (const change of nedbChanges(file)) {
    if (change.kind === "put") byId.set(change.doc._id, change.doc);
    else byId.delete(change._id);
  }
  return [...byId.values()];
}

function write(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.map((line) => `${line}\n`).join(""));
  return file;
}

describe("reading the NeDB engine's files", () => {
  it("gives each document's last state, dates as dates, without deleted documents or index lines", async () => {
    const file = write("photos.db", [
      '{"_id":"a","title":"First take","createdAt":{"$$date":1764200000000},"tags":["sea"]}',
      '{"_id":"b","title":"Gone soon","exif":{"taken":{"$$date":1700000000000}}}',
      '{"$$indexCreated":{"fieldName":"userId","unique":false,"sparse":false}}',
      '{"_id":"a","title":"Second take","createdAt":{"$$date":1764200000000},"tags":["sea"]}',
      '{"$$deleted":true,"_id":"b"}',
      '{"_id":"c","title":"A $$date that is text","note":"{\\"$$date\\":1}"}',
    ]);
    expect(await load(file)).toEqual([
      { _id: "a", title: "Second take", createdAt: new Date(1764200000000), tags: ["sea"] },
      { _id: "c", title: "A $$date that is text", note: '{"$$date":1}' },
    ]);
  });

  it("skips a torn last line, as NeDB does after a crash during an append", async () => {
    const file = path.join(dir, "torn.db");
    const whole = Array.from({ length: 12 }, (_, i) => `{"_id":"d${i}","n":${i}}\n`).join("");
    writeFileSync(file, `${whole}{"_id":"d12","n":1`);
    expect((await load(file)).map((doc) => doc._id)).toHaveLength(12);
  });

  it("refuses a file of which more than a tenth does not parse", async () => {
    const file = write("broken.db", ['{"_id":"x"}', "not json", '{"_id":"y"}', "[1,2]"]);
    await expect(load(file)).rejects.toBeInstanceOf(NedbFileCorruptError);
  });

  it("finds NeDB's file, or the one it left half-renamed after a crash, or none", async () => {
    const db = mkdtempSync(path.join(dir, "db-"));
    writeFileSync(path.join(db, "users.db"), "");
    writeFileSync(path.join(db, "users.db~"), "");
    writeFileSync(path.join(db, "messages.db~"), "");
    expect(await nedbFileOf(db, "users")).toBe(path.join(db, "users.db"));
    expect(await nedbFileOf(db, "messages")).toBe(path.join(db, "messages.db~"));
    expect(await nedbFileOf(db, "photos")).toBeNull();
  });
});
