import { createWriteStream, rmSync } from "node:fs";
import { readFile, stat, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Store } from "~/storage/s3-store.server";
import { startTestS3Server, type TestS3Server } from "~/storage/test-s3-server";
import { engines, useTestEngine } from "~/data/test-databases";
import { tempDataDir } from "~/services/photos/test-support";
import {
  BACKED_UP_COLLECTIONS,
  COLLECTIONS,
  MOVED_COLLECTIONS,
  openCollection,
} from "./collections.server";
import type { Installation } from "./installation.server";
import {
  documentsOf,
  expectSameContents,
  objectBytes,
  embeddedInstallations,
  seedInstallation,
} from "./test-installation";

const sourceDir = tempDataDir("viewfinder-backup-source-");
process.env.ADMIN_EMAIL = "owner@example.test";
process.env.ADMIN_PASSWORD = "owner-password";
const { closeDatabase } = await import("~/data/db.server");
const { writeBackup } = await import("./backup.server");
const { restoreBackup, contentsOf } = await import("./restore.server");

const installations = embeddedInstallations("viewfinder-backups-");

let source: Installation;
let archive = "";
let gzipped = "";
let s3: TestS3Server;

beforeAll(async () => {
  await seedInstallation();
  // Backed up from the installation itself, as MongoDB is; point-in-time-backup.test.ts backs up
  // a running one from a snapshot.
  await closeDatabase();
  source = await installations.embedded(sourceDir);
  archive = path.join(installations.work, "backup.tar");
  gzipped = path.join(installations.work, "backup.tar.gz");
  await writeBackup(source, archive, {
    appVersion: "9.9.9",
    gzip: false,
    sessionSecret: "photos-test-session-secret",
  });
  await writeBackup(source, gzipped, {
    appVersion: "9.9.9",
    gzip: true,
    sessionSecret: "photos-test-session-secret",
  });
  s3 = await startTestS3Server("restore-target");
}, 120_000);

afterAll(async () => {
  await installations.close();
  await s3?.stop();
  rmSync(sourceDir, { recursive: true, force: true });
});

/** A copy of the plain archive, changed by `damage`. */
async function damagedCopy(
  name: string,
  damage: (bytes: Buffer) => Buffer | void,
): Promise<string> {
  const file = path.join(installations.work, name);
  const bytes = await readFile(archive);
  await writeFile(file, damage(bytes) ?? bytes);
  return file;
}

describe("backup", () => {
  it("seeds every kind of data the test means to round-trip", async () => {
    for (const spec of MOVED_COLLECTIONS) {
      expect((await documentsOf(source, spec)).length, spec.name).toBeGreaterThan(0);
    }
    const keys = (await source.store.list("")).map((o) => o.key);
    expect(keys.some((k) => /^photo\/.+\/original$/.test(k))).toBe(true);
    expect(keys.some((k) => /\.avif$/.test(k))).toBe(true);
    expect(keys.some((k) => !k.startsWith("photo/"))).toBe(true);
  });

  it("writes one tar with documents per collection, every object, the object list and the manifest", async () => {
    const text = (await readFile(archive)).toString("latin1");
    for (const spec of BACKED_UP_COLLECTIONS)
      expect(text).toContain(`collections/${spec.name}.jsonl`);
    expect(text).not.toContain("collections/sessions.jsonl");
    const manifestAt = text.lastIndexOf('"format": "viewfinder-backup"');
    const manifest = JSON.parse(
      text.slice(text.lastIndexOf("{\n", manifestAt), text.indexOf("}\n\u0000", manifestAt) + 1),
    );
    expect(manifest).toMatchObject({
      appVersion: "9.9.9",
      source: { database: "embedded", storage: "local" },
    });
    const users = manifest.collections.find((c: { name: string }) => c.name === "users");
    expect(users).toMatchObject({ count: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(manifest.objects.count).toBe((await source.store.list("")).length);
    // Dates keep their type on the way: a typed encoding, not a string.
    expect(text).toMatch(/"expiresAt":\{"\$date":"2030-01-02T03:04:05.678Z"\}/);
  });

  it("writes archives only their owner may read (they hold password hashes and tokens)", async () => {
    for (const file of [archive, gzipped]) expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("compresses when asked, to the same contents", async () => {
    const plain = await readFile(archive);
    const unzipped = gunzipSync(await readFile(gzipped));
    // Same entries; only the creation time in the manifest may differ.
    expect(unzipped.length).toBe(plain.length);
  });
});

describe("restore", () => {
  it.each([
    ["a plain archive", () => archive],
    ["a gzip archive", () => gzipped],
  ])(
    "brings back every document but sessions and every object byte for byte from %s",
    async (_, file) => {
      const target = await installations.embedded();
      const { manifest, warnings } = await restoreBackup(file(), target, {
        sessionSecret: "photos-test-session-secret",
      });
      expect(manifest.appVersion).toBe("9.9.9");
      expect(warnings).toEqual([]);
      await expectSameContents(source, target, BACKED_UP_COLLECTIONS);
      const sessions = COLLECTIONS.find((spec) => spec.name === "sessions")!;
      expect(await (await openCollection(target.engine, sessions)).count({})).toBe(0);
    },
  );

  it("brings back the same from a snapshot's archive, whose objects come before its documents", async () => {
    const { config } = await import("~/config.server");
    const { openBackupSource } = await import("./backup-source.server");
    const snapshot = await openBackupSource(config(), installations.work);
    const file = path.join(installations.work, "from-snapshot.tar");
    try {
      await writeBackup(snapshot, file, { appVersion: "9.9.9", gzip: false });
    } finally {
      await snapshot.close();
    }
    const target = await installations.embedded();
    await restoreBackup(file, target);
    await expectSameContents(source, target, BACKED_UP_COLLECTIONS);
  });

  it("restores stored objects into S3 (s3rver), and backs them up from there alike", async () => {
    const target = { ...(await installations.embedded()), store: createS3Store(s3.options) };
    const { manifest } = await restoreBackup(archive, target);
    await expectSameContents(source, target, BACKED_UP_COLLECTIONS);

    const fromS3 = await writeBackup(target, path.join(installations.work, "from-s3.tar"), {
      appVersion: "9.9.9",
      gzip: false,
    });
    expect(fromS3.source).toEqual({ database: "embedded", storage: "s3" });
    // Same keys, sizes, checksums, content types and cache control, object for object.
    expect(fromS3.objects).toEqual(manifest.objects);
    expect(fromS3.collections).toEqual(manifest.collections);
  });

  it("warns when the target's session secret differs (Google connections unreadable)", async () => {
    const { warnings } = await restoreBackup(archive, await installations.embedded(), {
      sessionSecret: "another-secret-entirely",
    });
    expect(warnings.join()).toMatch(/Google Photos connections cannot be read/);
  });

  it("refuses a non-empty installation and changes nothing", async () => {
    const target = await installations.embedded();
    await restoreBackup(archive, target);
    const before = await documentsOf(target, BACKED_UP_COLLECTIONS[0]);
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /The target installation is not empty \(users: 2/,
    );
    expect(await documentsOf(target, BACKED_UP_COLLECTIONS[0])).toEqual(before);
  });

  describe("refuses a damaged archive and leaves the target empty", () => {
    const refused = async (file: string, message: RegExp) => {
      const target = await installations.embedded();
      await expect(restoreBackup(file, target)).rejects.toThrow(message);
      expect(await contentsOf(target)).toEqual([]);
    };

    it("truncated halfway", async () => {
      const file = await damagedCopy("half.tar", (bytes) =>
        bytes.subarray(0, Math.floor(bytes.length / 2)),
      );
      await refused(file, /^The archive is damaged or truncated: /);
    });

    it("truncated before its manifest, on an entry boundary", async () => {
      const file = await damagedCopy("no-manifest.tar", (bytes) => bytes);
      const text = (await readFile(file)).toString("latin1");
      // The manifest's header block starts 512 bytes before its JSON.
      await truncate(file, text.lastIndexOf('{\n  "format"') - 512);
      await refused(file, /damaged or truncated: it ends before its manifest/);
    });

    it("a gzip archive cut short", async () => {
      const bytes = await readFile(gzipped);
      const file = path.join(installations.work, "short.tar.gz");
      await writeFile(file, bytes.subarray(0, bytes.length - 100));
      await refused(file, /damaged or truncated/);
    });

    it("one flipped byte inside a stored photo", async () => {
      const original = (await source.store.list("photo/")).find((o) =>
        o.key.endsWith("/original"),
      )!;
      const photo = await objectBytes(source.store, original.key);
      const file = await damagedCopy("flipped-object.tar", (bytes) => {
        const at = bytes.indexOf(photo.subarray(1000, 1064)) + 10;
        bytes[at] ^= 0xff;
      });
      await refused(file, new RegExp(`stored object ${original.key} does not match its checksum`));
    });

    it("one flipped byte inside a collection file", async () => {
      const file = await damagedCopy("flipped-document.tar", (bytes) => {
        const at = bytes.indexOf(Buffer.from('"title":"Dune at noon"')) + 10;
        bytes[at] = "X".charCodeAt(0);
      });
      await refused(file, /collections\/photos\.jsonl does not match its checksum/);
    });

    it("one 32 MB line in a 33 KB archive, at once, naming the limit", async () => {
      const file = path.join(installations.work, "long-line.tar.gz");
      const line = Buffer.alloc(32 * 1024 * 1024, "a");
      const pack = tar.pack();
      pack.entry({ name: "collections/users.jsonl", size: line.length }, line);
      pack.finalize();
      await pipeline(pack as unknown as Readable, createGzip(), createWriteStream(file));
      const started = performance.now();
      // Reading the line took 29 s before lines were split in linear time and capped.
      await refused(
        file,
        /collections\/users\.jsonl: line 1 is longer than 16 MB, the most a document may be$/,
      );
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it("a file that is no archive at all", async () => {
      const file = path.join(installations.work, "not-a-backup.tar");
      await writeFile(file, "hello, this is not a tar file at all".repeat(40));
      await refused(file, /damaged or truncated/);
    });
  });
});

// Restores go through the collection interface on every engine: MongoDB too when MONGODB_URI is
// set (the contract suite's rule, app/data/test-databases.ts).
describe.each(engines)("restoring into the %s engine", (kind) => {
  const t = useTestEngine(kind);

  it("brings back every document", async () => {
    const store = (await installations.embedded()).store;
    await restoreBackup(archive, { engine: t.engine, store });
    await expectSameContents(source, { engine: t.engine, store }, BACKED_UP_COLLECTIONS);
  });
});
