import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { killMoveAfter } from "~/data/move-to-sqlite.test-support";
import { nedbChanges } from "~/data/nedb-files.server";
import { startServer } from "./server-process";

/**
 * An installation made by the NeDB engine (tests/fixtures/nedb-install) under today's built app
 * (`npm run build` first): the first start moves it into SQLite
 * (docs/decisions/0052-moving-installations-to-sqlite.md), and everything is there afterwards —
 * documents, photo files, sessions. The move's own cases (failures, resuming, files set aside)
 * are app/data/move-to-sqlite.test.ts.
 */

const ROOT = path.resolve(__dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/nedb-install");
const expected = JSON.parse(readFileSync(path.join(FIXTURE, "expected.json"), "utf8")) as {
  documents: Record<string, number>;
  cookies: Record<"admin" | "ines" | "tomas", string>;
  photos: Record<"inesPublic" | "inesPrivate" | "tomasPublic", string>;
};
const work = mkdtempSync(path.join(tmpdir(), "viewfinder-nedb-install-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let installs = 0;

/** A copy of the fixture's DATA_DIR, as an operator's installation before the upgrade. */
function installation(): string {
  const dataDir = path.join(work, `install-${++installs}`);
  cpSync(path.join(FIXTURE, "data"), dataDir, { recursive: true });
  return dataDir;
}

/** Every file under `dir`, by path, with its bytes. */
function filesUnder(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file);
  }
  return files;
}

/**
 * The fixture's documents (by collection, their ids) missing from the SQLite database of
 * `dataDir`. The app writes more as it runs (sessions, page views), so only absences count.
 */
async function missingDocuments(dataDir: string): Promise<Record<string, string[]>> {
  const file = new DatabaseSync(path.join(dataDir, "db", "viewfinder.sqlite"), { readOnly: true });
  const missing: Record<string, string[]> = {};
  try {
    for (const name of Object.keys(expected.documents)) {
      const ids = new Set<string>();
      for await (const change of nedbChanges(path.join(FIXTURE, "data/db", `${name}.db`))) {
        if (change.kind === "put") ids.add(change.doc._id);
        else ids.delete(change._id);
      }
      expect(ids.size, name).toBe(expected.documents[name]);
      const found = file.prepare(`SELECT 1 FROM "${name}" WHERE _id = ?`);
      missing[name] = [...ids].filter((id) => !found.get(id));
    }
  } finally {
    file.close();
  }
  return missing;
}

const NOTHING_MISSING = Object.fromEntries(
  Object.keys(expected.documents).map((name) => [name, []]),
);

/** Starts the app on `dataDir`, checks everything a user would, and stops it. */
async function checkEverythingIsThere(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  try {
    const as = (who: keyof typeof expected.cookies) => (url: string) =>
      fetch(`${server.url}${url}`, { headers: { Cookie: expected.cookies[who] } });

    // The sessions signed in before the upgrade are still signed in.
    for (const [who, email] of [
      ["admin", "ad***@example.test"],
      ["ines", "in***@example.test"],
      ["tomas", "to***@example.test"],
    ] as const) {
      const me = await as(who)("/api/auth/user");
      expect(me.status, who).toBe(200);
      expect((await me.json()).emailPartial).toBe(email);
    }

    // Every photo, with every image its owner sees.
    for (const [id, owner] of [
      [expected.photos.inesPublic, "ines"],
      [expected.photos.inesPrivate, "ines"],
      [expected.photos.tomasPublic, "tomas"],
    ] as const) {
      const photo = await as(owner)(`/api/user/photos/${id}`);
      expect(photo.status).toBe(200);
      const media = [...new Set((await photo.text()).match(/\/media\/[^"\s,]+/g) ?? [])];
      expect(media.length, id).toBeGreaterThan(2);
      for (const url of media) {
        const image = await as(owner)(url);
        expect([url, image.status]).toEqual([url, 200]);
        expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    }

    // What visitors see: the portfolios, the public photo pages, the site's settings.
    const portfolio = await fetch(`${server.url}/ines`);
    expect(portfolio.status).toBe(200);
    const html = await portfolio.text();
    expect(html).toContain("Crown of a drop");
    expect(html).not.toContain("Meadow, not yet");
    expect(html).toContain("Fixture Photo Club");
    expect((await fetch(`${server.url}/tomas/photos/${expected.photos.tomasPublic}`)).status).toBe(
      200,
    );

    // The administrator's view: the message, the hero banner, the invitation.
    const messages = await as("admin")("/api/messages");
    expect(await messages.text()).toContain("Do you sell prints of the drop?");
    expect(await (await as("admin")("/api/admin/hero-images")).text()).toContain("Dunes at dusk");
  } finally {
    await server.stop();
  }
  return server.output();
}

describe("an installation made by the NeDB engine, under today's app", () => {
  it("moves into SQLite at the first start, with every document, photo file and session", async () => {
    const dataDir = installation();
    const storageBefore = filesUnder(path.join(dataDir, "storage"));
    const nedbBefore = filesUnder(path.join(dataDir, "db"));

    const output = await checkEverythingIsThere(dataDir);

    const moved = output.split("\n").filter((line) => line.includes("moved from NeDB to SQLite"));
    expect(moved).toHaveLength(1);
    const total = Object.values(expected.documents).reduce((sum, n) => sum + n, 0);
    expect(moved[0]).toContain(`${total} documents`);
    expect(await missingDocuments(dataDir)).toEqual(NOTHING_MISSING);
    // The photos' files are untouched; NeDB's files are kept, byte for byte, beside db/.
    expect(filesUnder(path.join(dataDir, "storage"))).toEqual(storageBefore);
    const [aside] = readdirSync(dataDir).filter((name) => name.startsWith("db-nedb-"));
    expect(filesUnder(path.join(dataDir, aside!))).toEqual(
      Object.fromEntries(Object.entries(nedbBefore).filter(([name]) => name.endsWith(".db"))),
    );

    // A second start has nothing to move and finds everything again.
    const again = await checkEverythingIsThere(dataDir);
    expect(again).not.toContain("moved from NeDB to SQLite");
    expect(await missingDocuments(dataDir)).toEqual(NOTHING_MISSING);
  });

  it("completes the move at the next start when a start was killed in the middle of it", async () => {
    const dataDir = installation();
    // A start killed (SIGKILL) right after the photos were copied.
    const { signal, stderr } = await killMoveAfter(dataDir, "photos");
    expect(signal, stderr).toBe("SIGKILL");
    expect(
      readdirSync(path.join(dataDir, "db")).filter((name) => name.endsWith(".db")),
    ).toHaveLength(Object.keys(expected.documents).length + 2);

    const output = await checkEverythingIsThere(dataDir);
    expect(output).toContain("moved from NeDB to SQLite");
    expect(await missingDocuments(dataDir)).toEqual(NOTHING_MISSING);
  });
});
