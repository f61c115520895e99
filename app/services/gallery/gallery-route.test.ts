import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { seedPublishedPhotos } from "./paging-test-support";

// The database reads DATA_DIR once, on first use.
const dataDir = tempDataDir("viewfinder-gallery-route-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

let ownerId = "";
beforeAll(async () => {
  const owner = await createUser("ada");
  ownerId = owner.id;
  await seedPublishedPhotos(owner.id, 3, { featuredEvery: 2 });
});

type Loaded = { page: { photos: unknown[] }; meta: Array<Record<string, string>> };

/** The home or a portfolio route's loader, answering what it throws (redirects, 404) as well. */
async function load(path: string): Promise<Loaded | Response> {
  const request = new Request(`http://localhost${path}`);
  const identifier = new URL(request.url).pathname.slice(1);
  const context = {};
  try {
    if (!identifier)
      return (await (
        await import("~/routes/_index")
      ).loader({ request, params: {}, context })) as Loaded;
    const route = await import("~/routes/$identifier");
    return (await route.loader({ request, params: { identifier }, context })) as unknown as Loaded;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const titleOf = (loaded: Loaded | Response) =>
  (loaded as Loaded).meta.find((tag) => "title" in tag)?.title;

describe("the home and portfolio pages' loaders", () => {
  it("drop ?featured=all from the address, keeping the rest", async () => {
    for (const [path, to] of [
      ["/?featured=all&photographers=all", "/?photographers=all"],
      ["/ada?featured=all&cursor=abc", "/ada?cursor=abc"],
    ]) {
      const response = (await load(path!)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(to);
    }
  });

  it("answer an unknown portfolio 404, for a visit and for a contact post alike", async () => {
    expect(((await load("/nobody")) as Response).status).toBe(404);
    const { action } = await import("~/routes/$identifier");
    const request = new Request("http://localhost/nobody", { method: "POST", body: "" });
    const answer = await action({ request, params: { identifier: "nobody" }, context: {} }).catch(
      (thrown: unknown) => thrown,
    );
    expect((answer as Response).status).toBe(404);
  });

  it("give each page its photos and its own head tags", async () => {
    const home = await load("/");
    const portfolio = await load("/ada");
    expect((portfolio as Loaded).page.photos).toHaveLength(3);
    expect(titleOf(home)).toBe("Viewfinder");
    expect(titleOf(portfolio)).toBe("Ada ada · Viewfinder");
  });

  it("count a portfolio visit on its first page only", async () => {
    const { viewsOf } = await import("./views.server");
    const before = (await viewsOf(ownerId)).portfolio;
    const first = (await load("/ada")) as Loaded & { page: { paging: { nextCursor: string } } };
    expect((await viewsOf(ownerId)).portfolio).toBe(before + 1);
    expect(first.page.photos.length).toBeGreaterThan(0);
    // 'More photos': a later page of the same visit.
    const more = await load(`/ada?cursor=${first.page.paging.nextCursor ?? "WzAsMCwiYSJd"}`);
    expect(more).not.toBeInstanceOf(Response);
    expect((await viewsOf(ownerId)).portfolio).toBe(before + 1);
  });
});
