import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, useTestEngine } from "~/data/test-databases";
import { createUsersRepository } from "~/data/users.server";
import type { ObjectStore } from "~/storage/object-store";
import { createS3Store } from "~/storage/s3-store.server";
import { startTestS3Server, type TestS3Server } from "~/storage/test-s3-server";
import { tempDataDir } from "~/services/photos/test-support";
import { MOVED_COLLECTIONS, openCollection } from "./collections.server";
import type { Installation } from "./installation.server";
import { allObjects } from "./object-pages.server";
import {
  documentsOf,
  expectSameContents,
  seedInstallation,
  embeddedInstallations,
} from "./test-installation";

const sourceDir = tempDataDir("viewfinder-migrate-source-");
const { closeDatabase } = await import("~/data/db.server");
const { migrate } = await import("./migrate.server");

const installations = embeddedInstallations("viewfinder-migrate-");
let source: Installation;
let s3: TestS3Server;
let buckets = 0;

/** A fresh, empty bucket on the test's s3rver. */
async function emptyBucket(): Promise<ObjectStore> {
  const { CreateBucketCommand, S3Client } = await import("@aws-sdk/client-s3");
  const bucket = `migrate-${++buckets}`;
  const { bucket: _, ...options } = s3.options;
  await new S3Client(options).send(new CreateBucketCommand({ Bucket: bucket }));
  return createS3Store({ ...s3.options, bucket });
}

/** Every object's last-modified time: a run that writes nothing leaves them all alone. */
async function modifiedTimes(store: ObjectStore) {
  const times: Record<string, number> = {};
  for await (const { key, lastModified } of allObjects(store)) times[key] = lastModified.getTime();
  return times;
}

beforeAll(async () => {
  await seedInstallation();
  await closeDatabase();
  source = await installations.embedded(sourceDir);
  s3 = await startTestS3Server("migrate-0");
}, 120_000);

afterAll(async () => {
  await installations.close();
  await s3?.stop();
  rmSync(sourceDir, { recursive: true, force: true });
});

describe("moving an installation", () => {
  it("copies every collection (live sessions too) and every object to a second data directory", async () => {
    const target = await installations.embedded();
    const report = await migrate(source, target);
    await expectSameContents(source, target, MOVED_COLLECTIONS);
    for (const collection of report.collections) {
      expect(collection, collection.name).toMatchObject({
        inserted: collection.count,
        updated: 0,
        unchanged: 0,
      });
      expect(collection.count, collection.name).toBeGreaterThan(0);
    }
    expect(report.objects).toMatchObject({ copied: report.objects!.count, unchanged: 0 });
  });

  it("copies local files into S3 (s3rver), and a second run changes nothing", async () => {
    const target = { store: await emptyBucket() };
    const first = await migrate(source, target);
    const times = await modifiedTimes(target.store);
    await expectSameContents(source, { ...source, store: target.store }, []);

    const second = await migrate(source, target);
    expect(second.objects).toEqual({
      ...first.objects,
      copied: 0,
      unchanged: first.objects!.count,
    });
    expect(await modifiedTimes(target.store)).toEqual(times);
  });

  it("changes nothing on a second run into a data directory", async () => {
    const target = await installations.embedded();
    await migrate(source, target);
    const before = await Promise.all(MOVED_COLLECTIONS.map((spec) => documentsOf(target, spec)));
    const times = await modifiedTimes(target.store);

    const again = await migrate(source, target);
    for (const collection of again.collections) {
      expect(collection, collection.name).toMatchObject({
        inserted: 0,
        updated: 0,
        unchanged: collection.count,
      });
    }
    expect(again.objects).toMatchObject({ copied: 0 });
    expect(await Promise.all(MOVED_COLLECTIONS.map((spec) => documentsOf(target, spec)))).toEqual(
      before,
    );
    expect(await modifiedTimes(target.store)).toEqual(times);
  });

  it("resumes an interrupted move: fills in what is missing, corrects what differs, duplicates nothing", async () => {
    const target = await installations.embedded();
    await migrate(source, target);
    const photos = await openCollection(
      target.engine,
      MOVED_COLLECTIONS.find((spec) => spec.name === "photos")!,
    );
    const [first, second] = await photos.find({}, { sort: { _id: 1 } });
    await photos.deleteOne({ _id: first._id });
    await photos.updateOne({ _id: second._id }, { $set: { title: "Half-written" } });
    const [lost] = await target.store.list("photo/");
    await target.store.delete(lost.key);

    const resumed = await migrate(source, target);
    expect(resumed.collections.find((c) => c.name === "photos")).toMatchObject({
      inserted: 1,
      updated: 1,
    });
    expect(resumed.objects).toMatchObject({ copied: 1 });
    await expectSameContents(source, target, MOVED_COLLECTIONS);
  });

  it("refuses a target holding data of its own, unless told, and keeps that data when told", async () => {
    const target = await installations.embedded();
    const users = await openCollection(target.engine, MOVED_COLLECTIONS[0]);
    const theirs = await createUsersRepository(users as never).create({
      email: "else@example.test",
      username: "else",
    });
    await target.store.put("photo/else/p/original", Buffer.from("theirs"), {
      contentType: "image/jpeg",
    });

    await expect(migrate(source, target)).rejects.toThrow(
      `The target is not empty: it holds 2 document(s) or object(s) that are not in the source (users ${theirs.id}, photo/else/p/original)`,
    );
    expect(await users.count({})).toBe(1);
    expect((await target.store.list("")).map((o) => o.key)).toEqual(["photo/else/p/original"]);

    await migrate(source, target, { allowNonEmpty: true });
    expect(await users.findOne({ _id: theirs.id })).not.toBeNull();
    expect(await users.count({})).toBe(
      (await documentsOf(source, MOVED_COLLECTIONS[0])).length + 1,
    );
  });
});

// The database target goes through the same collection interface on every engine: MongoDB too
// when MONGODB_URI is set (the contract suite's rule, app/data/test-databases.ts).
describe.each(engines)("moving the database to the %s engine", (kind) => {
  const t = useTestEngine(kind);

  it("copies and verifies every collection, and a second run writes nothing", async () => {
    const report = await migrate(source, { engine: t.engine });
    await expectSameContents(source, { engine: t.engine, store: source.store }, MOVED_COLLECTIONS);
    expect(report.objects).toBeUndefined();
    const again = await migrate(source, { engine: t.engine });
    expect(again.collections.every((c) => c.inserted === 0 && c.updated === 0)).toBe(true);
  });
});
