import { rm } from "node:fs/promises";
import type { Schema } from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Collection, Document, Filter, FindOptions } from "~/data/collection";
import type { Engine } from "~/data/engine.server";
import { planIndex } from "~/data/index-plan";
import { indexSpecs } from "~/data/schema-validator.server";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { GALLERY_PAGE_SIZE } from "~/utils/gallery-paging";
import { seedPublishedPhotos } from "./paging-test-support";

interface Read {
  collection: string;
  schema: Schema;
  filter: Filter;
  sort?: FindOptions["sort"];
}

// Every read the pages below make, as the database engine receives it. The engine itself is the
// real embedded one; this only listens.
const { reads } = vi.hoisted(() => ({ reads: [] as Read[] }));
vi.mock("~/data/embedded-engine.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/data/embedded-engine.server")>();
  const listen = <T extends Document>(name: string, schema: Schema, inner: Collection<T>) => ({
    ...inner,
    insert: (doc: T) => inner.insert(doc),
    updateOne: inner.updateOne.bind(inner),
    updateMany: inner.updateMany.bind(inner),
    deleteOne: inner.deleteOne.bind(inner),
    deleteMany: inner.deleteMany.bind(inner),
    findOne(filter: Filter) {
      reads.push({ collection: name, schema, filter });
      return inner.findOne(filter);
    },
    find(filter: Filter, options?: FindOptions) {
      reads.push({ collection: name, schema, filter, sort: options?.sort });
      return inner.find(filter, options);
    },
    count(filter: Filter) {
      reads.push({ collection: name, schema, filter });
      return inner.count(filter);
    },
  });
  return {
    ...real,
    async openEmbeddedEngine(...args: Parameters<typeof real.openEmbeddedEngine>): Promise<Engine> {
      const engine = await real.openEmbeddedEngine(...args);
      return {
        kind: engine.kind,
        close: () => engine.close(),
        collection: async <T extends Document>(name: string, schema: Schema) =>
          listen<T>(name, schema, await engine.collection<T>(name, schema)),
      };
    },
  };
});

const dataDir = tempDataDir("viewfinder-indexes-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

let photoIds: string[] = [];
beforeAll(async () => {
  const owner = await createUser("indexed");
  const made = await seedPublishedPhotos(owner.id, GALLERY_PAGE_SIZE + 5, {
    featuredEvery: 3,
    categories: ["landscape", "nature"],
  });
  photoIds = made.map((photo) => photo.id);
});

/** The fields a condition names, `$or`/`$and` branches included. */
function fieldsOf(filter: Filter): string[] {
  return Object.entries(filter).flatMap(([key, value]) =>
    key === "$or" || key === "$and" ? (value as Filter[]).flatMap(fieldsOf) : [key],
  );
}

/**
 * Whether MongoDB can answer the read from a declared index: an `_id` lookup, or an index whose
 * leading fields the filter pins, whose next fields give the sort, and which holds every other
 * field the filter names (the keyset's `$or` included), so nothing is read only to be dropped.
 */
function indexFor({ schema, filter, sort }: Read): string | null {
  if (Object.keys(filter).length === 1 && typeof filter._id === "string") return "_id";
  const indexes = indexSpecs(schema);
  const plan = planIndex(
    indexes.map((index) => index.keys),
    filter,
    sort,
  );
  if (!plan) return null;
  const chosen = indexes[plan.index]!;
  const covered = fieldsOf(filter).every((field) => chosen.fields.includes(field));
  return covered ? chosen.name : null;
}

async function load(path: string) {
  const url = new URL(`http://localhost${path}`);
  const segments = url.pathname.split("/");
  const [, identifier, , photoId] = segments;
  const request = new Request(url);
  const context = {};
  if (path.startsWith("/api/portfolio/")) {
    const { loader } = await import("~/routes/api.portfolio.$identifier.photos");
    return loader({ request, params: { identifier: segments[3] }, context });
  }
  if (path.startsWith("/photos/")) {
    const { loader } = await import("~/routes/photos.$photoId");
    return loader({ request, params: { photoId: segments[2] }, context });
  }
  if (photoId) {
    const { loader } = await import("~/routes/$identifier_.photos.$photoId");
    return loader({ request, params: { identifier, photoId }, context });
  }
  const { loader } = await import("~/routes/$identifier");
  return loader({ request, params: { identifier }, context });
}

describe("every query a portfolio's pages make has a declared index (MongoDB)", () => {
  it("covers the first page, later pages, categories, the JSON calls and photo pages", async () => {
    const first = (await load("/indexed")) as { page: { paging: { nextCursor: string } } };
    const cursor = first.page.paging.nextCursor;
    const paths = [
      `/indexed?cursor=${cursor}`,
      "/indexed?featured=nature",
      `/indexed?featured=nature&cursor=${cursor}`,
      "/api/portfolio/indexed/photos",
      `/api/portfolio/indexed/photos?category=nature&limit=10&cursor=${cursor}`,
      `/indexed/photos/${photoIds[0]}`,
      `/indexed/photos/${photoIds[GALLERY_PAGE_SIZE + 1]}?featured=nature`,
      `/photos/${photoIds[0]}`,
    ];
    for (const path of paths) await load(path);

    const report = reads.map((read) => ({
      collection: read.collection,
      query: JSON.stringify({ filter: read.filter, sort: read.sort }),
      index: indexFor(read),
    }));
    expect(report.filter((read) => read.collection === "photos").length).toBeGreaterThan(10);
    expect(report.filter((read) => read.index === null)).toEqual([]);
  });
});
