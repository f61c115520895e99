import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Photo } from "~/data/photos.server";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { GALLERY_PAGE_SIZE } from "~/utils/gallery-paging";
import { galleryOrder, seedPublishedPhotos } from "./paging-test-support";

/**
 * A portfolio in its photographer's own order (docs/decisions/0061-collections-and-orders.md):
 * its page, later pages, the JSON pages and the photo pages' steps follow the order, with the
 * photos it does not name (new uploads) first, in the default order.
 */
const dataDir = tempDataDir("viewfinder-arranged-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const PHOTOS = GALLERY_PAGE_SIZE + 12;
/** What visitors should see: the unordered photos first (default order), then the order. */
let expected: Photo[] = [];

beforeAll(async () => {
  const owner = await createUser("arranged");
  const made = await seedPublishedPhotos(owner.id, PHOTOS, { featuredEvery: 7 });
  const { setPortfolioOrder } = await import("~/services/collections/portfolio-order.server");
  // Every photo but the last three made, oldest first: the opposite of newest first.
  const ordered = made.slice(0, PHOTOS - 3);
  await setPortfolioOrder(
    owner.id,
    ordered.map((photo) => photo.id),
  );
  expected = [...galleryOrder(made.slice(PHOTOS - 3)), ...ordered];
}, 60_000);

const ids = (list: readonly { id: string }[]) => list.map((photo) => photo.id);

type Page = { page: { photos: { id: string }[]; paging: Record<string, unknown> | null } };
async function portfolioPage(query = "") {
  const { loader } = await import("~/routes/$identifier");
  const request = new Request(`http://localhost/arranged${query}`);
  return (await loader({
    request,
    params: { identifier: "arranged" },
    context: {},
  })) as unknown as Page;
}

describe("a portfolio in its photographer's order", () => {
  it("pages its photos in that order, new photos first", async () => {
    const first = await portfolioPage();
    expect(ids(first.page.photos)).toEqual(ids(expected.slice(0, GALLERY_PAGE_SIZE)));
    expect(first.page.paging).toMatchObject({
      total: PHOTOS,
      offset: 0,
      beforeId: expected[PHOTOS - 1]!.id,
      firstId: null,
    });
    const second = await portfolioPage(`?cursor=${first.page.paging!.nextCursor as string}`);
    expect(ids(second.page.photos)).toEqual(ids(expected.slice(GALLERY_PAGE_SIZE)));
    expect(second.page.paging).toMatchObject({
      total: PHOTOS,
      offset: GALLERY_PAGE_SIZE,
      nextCursor: null,
      beforeId: expected[GALLERY_PAGE_SIZE - 1]!.id,
      firstId: expected[0]!.id,
    });
  });

  it("answers the JSON pages in that order", async () => {
    const { loader } = await import("~/routes/api.portfolio.$identifier.photos");
    const call = async (query: string) => {
      const request = new Request(`http://localhost/api/portfolio/arranged/photos${query}`);
      return loader({ request, params: { identifier: "arranged" }, context: {} });
    };
    const all = (await (await call("")).json()) as { id: string }[];
    expect(ids(all)).toEqual(ids(expected));
    const page = await call("?limit=10");
    const next = page.headers.get("Link")!.match(/<([^>]+)>/)![1]!;
    const rest = (await (await call(next.slice(next.indexOf("?")))).json()) as { id: string }[];
    expect(ids([...((await page.json()) as { id: string }[]), ...rest])).toEqual(
      ids(expected.slice(0, 20)),
    );
  });

  it("steps through that order on the photo pages, wrapping", async () => {
    const { permalinkData } = await import("./permalink.server");
    const { db } = await import("~/data/db.server");
    const owner = (await (await db()).users.findByUsername("arranged"))!;
    const stepsOf = async (index: number) => {
      const data = await permalinkData({
        owner,
        viewer: null,
        photoId: expected[index]!.id,
        category: null,
      });
      return data && { position: data.position, previousId: data.previousId, nextId: data.nextId };
    };
    expect(await stepsOf(0)).toEqual({
      position: 1,
      previousId: expected[PHOTOS - 1]!.id,
      nextId: expected[1]!.id,
    });
    expect(await stepsOf(3)).toEqual({
      position: 4,
      previousId: expected[2]!.id,
      nextId: expected[4]!.id,
    });
  });
});
