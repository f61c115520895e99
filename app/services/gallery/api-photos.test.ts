import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

// The database reads DATA_DIR once, on first use.
const dataDir = tempDataDir("viewfinder-api-photos-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function titlesFor(query: string): Promise<string[]> {
  const { loader } = await import("~/routes/api.photos");
  const response = await loader({
    request: new Request(`http://localhost/api/photos${query}`),
    params: {},
    context: {},
  });
  const photos = (await response.json()) as { title: string }[];
  return photos.map((p) => p.title).sort();
}

describe("GET /api/photos (docs/product.md#api-calls)", () => {
  it("featured=true asks for category all: the featured photos, whatever category is sent", async () => {
    const { db } = await import("~/data/db.server");
    const { photos } = await db();
    const owner = await createUser(`feat${Date.now()}`);
    const photo = (title: string, category: string, featured: boolean) =>
      photos.create({ userId: owner.id, title, category, featured, isPublic: true });
    await photo("Featured portrait", "portrait", true);
    await photo("Plain landscape", "landscape", false);

    expect(await titlesFor("?category=landscape")).toEqual(["Plain landscape"]);
    expect(await titlesFor("?featured=true")).toEqual(["Featured portrait"]);
    expect(await titlesFor("?featured=true&category=landscape")).toEqual(["Featured portrait"]);
  });
});
