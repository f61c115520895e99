import { describe, expect, it } from "vitest";
import type { Document } from "~/data/collection";
import { documentSchema } from "~/data/document-schema.server";
import { engines, useTestEngine } from "~/data/test-databases";
import { documentsInIdOrder } from "./document-pages.server";

const schema = documentSchema({ n: { type: Number, required: true } });

describe.each(engines)("documents in _id order (%s)", (kind) => {
  const t = useTestEngine(kind);

  it("walks every page, filtered, without repeats or gaps", async () => {
    const collection = await t.engine.collection<Document & { n: number }>("paging", schema);
    for (const n of [5, 3, 9, 1, 7, 2, 8, 6, 4]) await collection.insert({ _id: `d${n}`, n });
    const read = async (options: Parameters<typeof documentsInIdOrder>[1]) => {
      const ids: string[] = [];
      for await (const doc of documentsInIdOrder(collection, options)) ids.push(doc._id);
      return ids;
    };

    expect(await read({ pageSize: 2 })).toEqual([
      "d1",
      "d2",
      "d3",
      "d4",
      "d5",
      "d6",
      "d7",
      "d8",
      "d9",
    ]);
    expect(await read({ pageSize: 3, filter: { n: { $gt: 4 } } })).toEqual([
      "d5",
      "d6",
      "d7",
      "d8",
      "d9",
    ]);
    expect(await read({ pageSize: 4, idsOnly: true })).toHaveLength(9);
  });
});
