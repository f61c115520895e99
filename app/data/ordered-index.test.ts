import { compareThings, match } from "@seald-io/nedb/lib/model.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Collection, Filter } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";
import type { Sort } from "./index-plan";
import { withKeyset } from "./keyset";
import { useTestEngine } from "./test-databases";

interface Shot {
  _id: string;
  owner: string;
  shown: boolean;
  starred: boolean;
  kind: string;
  takenAt: Date;
}

const shotSchema = documentSchema({
  owner: { type: String, required: true },
  shown: { type: Boolean, required: true },
  starred: { type: Boolean, required: true },
  kind: { type: String, required: true },
  takenAt: requiredDate,
});
shotSchema.index({ owner: 1, shown: 1, starred: -1, takenAt: -1, _id: -1 });

/** A small deterministic random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What MongoDB answers: match, sort, keyset, skip, limit — computed the slow, obvious way. */
function expected(all: Shot[], filter: Filter, sort: Sort, after?: Partial<Shot>, skip = 0, limit = 0) {
  const order = (a: Partial<Shot>, b: Partial<Shot>) => {
    for (const [field, direction] of Object.entries(sort)) {
      const c = compareThings(a[field as keyof Shot], b[field as keyof Shot]);
      if (c) return direction * c;
    }
    return 0;
  };
  const sorted = all.filter((doc) => match(doc, filter)).sort(order);
  const past = after ? sorted.filter((doc) => order(doc, after) > 0) : sorted;
  return past.slice(skip, limit ? skip + limit : undefined).map((doc) => doc._id);
}

// The embedded engine walks a declared compound index for sorted reads it serves; MongoDB's own
// indexes need no such test. Each write path must keep the walk in step with the data.
describe("embedded engine: sorted reads walk a declared compound index", () => {
  const t = useTestEngine("embedded");
  let shots: Collection<Shot>;
  const next = random(7);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const base = Date.UTC(2025, 0, 1);
  const shot = (i: number): Shot => ({
    _id: `s${String(i).padStart(4, "0")}`,
    owner: pick(["ana", "ben"]),
    shown: next() < 0.8,
    starred: next() < 0.2,
    kind: pick(["sea", "land"]),
    // Few distinct times: ties are where an order without `_id` would drift.
    takenAt: new Date(base + Math.floor(next() * 40) * 1000),
  });

  beforeEach(async () => {
    shots = await t.engine.collection<Shot>("shots", shotSchema);
  });

  async function compareQueries() {
    const all = await shots.find({});
    const sort = { starred: -1, takenAt: -1, _id: -1 } as const;
    const reversed = { starred: 1, takenAt: 1, _id: 1 } as const;
    const ids = (docs: Shot[]) => docs.map((doc) => doc._id);
    for (const owner of ["ana", "ben", "cy"]) {
      for (const filter of [
        { owner, shown: true },
        { owner, shown: true, kind: "sea" },
        { owner, shown: false, starred: false },
      ]) {
        const some = pick(all);
        for (const order of [sort, reversed]) {
          expect(ids(await shots.find(filter, { sort: order }))).toEqual(expected(all, filter, order));
          const paged = { sort: order, after: { ...some }, limit: 7, skip: 1 };
          expect(ids(await shots.find(filter, paged))).toEqual(
            expected(all, filter, order, some, 1, 7),
          );
        }
        expect(await shots.count(filter)).toBe(expected(all, filter, sort).length);
        // A photo's place: how many come before it (a keyset count, answered by a seek).
        const before = withKeyset(filter, reversed, { ...some });
        expect(await shots.count(before)).toBe(expected(all, filter, reversed, some).length);
      }
    }
  }

  it("answers as an unindexed read would, through inserts, updates and deletes", async () => {
    for (let i = 0; i < 300; i++) await shots.insert(shot(i));
    await compareQueries();

    for (let i = 0; i < 60; i++) {
      const id = `s${String(Math.floor(next() * 300)).padStart(4, "0")}`;
      await shots.updateOne({ _id: id }, { $set: { starred: next() < 0.5, shown: next() < 0.7 } });
    }
    await shots.updateMany({ owner: "ben", kind: "land" }, { $set: { takenAt: new Date(base) } });
    await shots.deleteOne({ owner: "ana", starred: true });
    await shots.deleteMany({ owner: "ben", shown: false });
    await compareQueries();
  });

  it("finds documents by their stored values after an update; returns copies", async () => {
    await shots.insert({ ...shot(1), _id: "x", owner: "ana", shown: true, starred: false });
    await shots.updateOne({ _id: "x" }, { $set: { starred: true } });
    const starred = { owner: "ana", shown: true, starred: true };

    expect((await shots.find(starred, { sort: { takenAt: -1, _id: -1 } })).map((s) => s._id)).toEqual(["x"]);
    expect(await shots.count({ owner: "ana", shown: true, starred: false })).toBe(0);

    // A returned document is a copy: changing it changes nothing stored.
    const [found] = await shots.find(starred, { sort: { takenAt: -1, _id: -1 } });
    found!.owner = "changed";
    expect(await shots.count(starred)).toBe(1);
  });
});
