import { describe, expect, it } from "vitest";
import type { Collection, Document } from "./collection";
import { createHeroImagesRepository, heroImageSchema } from "./hero-images.server";
import { engines, useTestEngine } from "./test-databases";

/**
 * 'Set default' from two app processes at once (docs/product.md#where-it-scales): each process has
 * its own repository over the same collection. The worst interleaving is forced: the second process
 * sets its default between the first one's "clear the others" and "set mine".
 */
describe.each(engines)("the default hero image across processes (%s)", (kind) => {
  const t = useTestEngine(kind);

  it("never leaves two defaults, and the last choice wins", async () => {
    type Doc = Document & { isDefault: boolean };
    const collection = await t.engine.collection<Doc>("heroImages", heroImageSchema);
    const other = createHeroImagesRepository(collection as never);
    let interleave: (() => Promise<unknown>) | null = null;
    // The first process's collection: once it has cleared the others, the second one acts.
    const racing: Collection<Doc> = {
      ...collection,
      insert: (doc) => collection.insert(doc),
      findOne: (filter) => collection.findOne(filter),
      find: (filter, options) => collection.find(filter, options),
      count: (filter) => collection.count(filter),
      updateOne: (filter, update) => collection.updateOne(filter, update),
      deleteOne: (filter) => collection.deleteOne(filter),
      deleteMany: (filter) => collection.deleteMany(filter),
      async updateMany(filter, update) {
        const updated = await collection.updateMany(filter, update);
        const step = interleave;
        interleave = null;
        await step?.();
        return updated;
      },
    };
    const first = createHeroImagesRepository(racing as never);
    const make = (name: string) => other.create({ name, url: `https://cdn.example/${name}.jpg` });
    const [a, b] = [await make("a"), await make("b")];

    interleave = () => other.setDefault(b.id);
    expect((await first.setDefault(a.id))?.isDefault).toBe(true);

    const defaults = (await other.list()).filter((image) => image.isDefault);
    expect(defaults.map((image) => image.name)).toEqual(["a"]);
    expect((await other.findDefault())?.id).toBe(a.id);
    // The slot never leaks into what the app sees.
    expect(Object.keys((await other.findById(a.id))!)).not.toContain("defaultSlot");
  });
});
