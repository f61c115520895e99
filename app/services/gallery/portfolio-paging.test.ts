import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Photo } from "~/data/photos.server";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { GALLERY_PAGE_SIZE } from "~/utils/gallery-paging";
import { galleryOrder, seedPublishedPhotos } from "./paging-test-support";

// The database reads DATA_DIR once, on first use.
const dataDir = tempDataDir("viewfinder-paging-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const PHOTOS = 2000;
let order: Photo[] = [];
let nature: Photo[] = [];

beforeAll(async () => {
  const owner = await createUser("big");
  // Every 40th featured (50 of them, more than a page): featured first runs across a page break.
  const made = await seedPublishedPhotos(owner.id, PHOTOS, {
    featuredEvery: 40,
    categories: ["landscape", "nature", "street"],
  });
  order = galleryOrder(made);
  nature = order.filter((photo) => photo.category === "nature");
  const small = await createUser("small");
  await seedPublishedPhotos(small.id, 5, { featuredEvery: 2 });
}, 120_000);

type Page = { page: { photos: { id: string }[]; paging: Record<string, unknown> | null } };

async function portfolioPage(query = "", identifier = "big") {
  const { loader } = await import("~/routes/$identifier");
  const request = new Request(`http://localhost/${identifier}${query}`);
  return (await loader({ request, params: { identifier }, context: {} })) as unknown as Page;
}

async function api(query: string, identifier = "big") {
  const { loader } = await import("~/routes/api.portfolio.$identifier.photos");
  const request = new Request(`http://localhost/api/portfolio/${identifier}/photos${query}`);
  try {
    return await loader({ request, params: { identifier }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const ids = (list: readonly { id: string }[]) => list.map((photo) => photo.id);

describe("a 2,000-photo portfolio page", () => {
  it("shows one page of photos, then every other one page by page, each once, in order", async () => {
    const first = await portfolioPage();
    expect(ids(first.page.photos)).toEqual(ids(order.slice(0, GALLERY_PAGE_SIZE)));
    expect(first.page.paging).toMatchObject({
      total: PHOTOS,
      offset: 0,
      cursor: null,
      // Back from the first photo: the set's last (the lightbox wraps).
      beforeId: order[PHOTOS - 1]!.id,
      firstId: null,
    });

    const seen = [...ids(first.page.photos)];
    let cursor = first.page.paging!.nextCursor as string | null;
    while (cursor) {
      const next = await portfolioPage(`?cursor=${cursor}`);
      expect(next.page.paging).toMatchObject({
        total: PHOTOS,
        offset: seen.length,
        cursor,
        beforeId: seen[seen.length - 1],
        firstId: order[0]!.id,
      });
      expect(next.page.photos.length).toBeLessThanOrEqual(GALLERY_PAGE_SIZE);
      seen.push(...ids(next.page.photos));
      cursor = next.page.paging!.nextCursor as string | null;
    }
    expect(seen).toEqual(ids(order));
  });

  it("pages a category the same way, keeping it", async () => {
    const first = await portfolioPage("?featured=nature");
    expect(first.page.paging!.total).toBe(nature.length);
    const second = await portfolioPage(`?featured=nature&cursor=${first.page.paging!.nextCursor}`);
    expect(ids([...first.page.photos, ...second.page.photos])).toEqual(
      ids(nature.slice(0, GALLERY_PAGE_SIZE * 2)),
    );
  });

  it("leads a cursor it did not make back to the first page, keeping the category", async () => {
    for (const bad of ["garbage", "W10", "WzEsMSwiPD4iXQ", "x".repeat(300)]) {
      const response = await portfolioPage(`?featured=nature&cursor=${bad}`).catch((r) => r);
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/big?featured=nature");
    }
  });

  it("stays as it was for a portfolio of one page: all photos, no paging queries", async () => {
    const small = await portfolioPage("", "small");
    expect(small.page.photos).toHaveLength(5);
    expect(small.page.paging).toEqual({
      total: 5,
      offset: 0,
      cursor: null,
      nextCursor: null,
      beforeId: null,
      firstId: null,
    });
  });
});

describe("GET /api/portfolio/{identifier}/photos with limit and cursor", () => {
  it("answers every photo as one array without them (docs/product.md#api-calls), featured first", async () => {
    const response = await api("");
    expect(response.headers.get("Link")).toBeNull();
    expect(ids(await response.json())).toEqual(ids(order));
  });

  it("answers pages of the same array, each linking the next until the last", async () => {
    const seen: string[] = [];
    let next: string | null = "?limit=100";
    let pages = 0;
    while (next) {
      const response = await api(next);
      expect(response.status).toBe(200);
      const photos = (await response.json()) as { id: string }[];
      expect(photos.length).toBeLessThanOrEqual(100);
      seen.push(...ids(photos));
      const link = response.headers.get("Link");
      next = link
        ? link.match(/^<\/api\/portfolio\/big\/photos(\?[^>]+)>; rel="next"$/)![1]!
        : null;
      pages++;
    }
    expect(pages).toBe(PHOTOS / 100);
    expect(seen).toEqual(ids(order));
  });

  it("takes a cursor alone (a page of 48) and keeps the category in the next link", async () => {
    const first = await api("?category=nature&limit=3");
    expect(ids(await first.json())).toEqual(ids(nature.slice(0, 3)));
    const link = first.headers.get("Link")!;
    expect(link).toContain("category=nature");
    const cursor = new URLSearchParams(link.slice(link.indexOf("?") + 1, link.indexOf(">"))).get(
      "cursor",
    );
    const rest = await api(`?category=nature&cursor=${cursor}`);
    expect(ids(await rest.json())).toEqual(ids(nature.slice(3, 3 + GALLERY_PAGE_SIZE)));
  });

  it("refuses a bad limit or cursor with 400 and a message", async () => {
    const limitMessage = "limit must be a whole number from 1 to 100";
    for (const [query, message] of [
      ["?limit=0", limitMessage],
      ["?limit=101", limitMessage],
      ["?limit=abc", limitMessage],
      ["?limit=2.5", limitMessage],
      ["?limit=", limitMessage],
      ["?cursor=not-a-cursor", "cursor is not valid"],
      ["?limit=10&cursor=", "cursor is not valid"],
    ]) {
      const response = await api(query!);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });
});

describe("photo permalinks step through the whole set with neighbour lookups", () => {
  async function permalink(photoId: string, query = "", identifier: string | null = "big") {
    const route = identifier
      ? await import("~/routes/$identifier_.photos.$photoId")
      : await import("~/routes/photos.$photoId");
    const path = identifier ? `/${identifier}/photos/${photoId}` : `/photos/${photoId}`;
    const request = new Request(`http://localhost${path}${query}`);
    const data = await route.loader({
      request,
      params: { identifier: identifier ?? undefined, photoId },
      context: {},
    });
    return data.view;
  }

  it("crosses page boundaries and wraps at both ends of the set", async () => {
    const at = (i: number) => order[i]!.id;
    const last = PHOTOS - 1;
    expect(await permalink(at(GALLERY_PAGE_SIZE - 1))).toMatchObject({
      position: GALLERY_PAGE_SIZE,
      total: PHOTOS,
      previousId: at(GALLERY_PAGE_SIZE - 2),
      nextId: at(GALLERY_PAGE_SIZE),
    });
    expect(await permalink(at(GALLERY_PAGE_SIZE))).toMatchObject({
      position: GALLERY_PAGE_SIZE + 1,
      previousId: at(GALLERY_PAGE_SIZE - 1),
      nextId: at(GALLERY_PAGE_SIZE + 1),
    });
    expect(await permalink(at(0))).toMatchObject({
      position: 1,
      previousId: at(last),
      nextId: at(1),
    });
    expect(await permalink(at(last))).toMatchObject({
      position: PHOTOS,
      previousId: at(last - 1),
      nextId: at(0),
    });
  });

  it("steps within the category it was opened from, and refuses a photo outside it", async () => {
    const view = await permalink(nature[0]!.id, "?featured=nature");
    expect(view).toMatchObject({
      position: 1,
      total: nature.length,
      previousId: nature[nature.length - 1]!.id,
      nextId: nature[1]!.id,
    });
    const street = order.find((photo) => photo.category === "street")!;
    await expect(permalink(street.id, "?featured=nature")).rejects.toMatchObject({ status: 404 });
  });

  it("on the home gallery, steps through the featured photos newest first", async () => {
    const featured = [...order.filter((photo) => photo.featured)].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    // The small portfolio's featured photos are the newest of all.
    const view = await permalink(featured[0]!.id, "", null);
    expect(view.nextId).toBe(featured[1]!.id);
    expect(view.total).toBe(featured.length + 3);
    const plain = order.find((photo) => !photo.featured)!;
    await expect(permalink(plain.id, "", null)).rejects.toMatchObject({ status: 404 });
  });
});
