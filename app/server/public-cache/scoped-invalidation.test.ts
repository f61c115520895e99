import { rm } from "node:fs/promises";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { bytesIn, encodeOnce } from "./encode.server";

/**
 * Cache invalidation scoped to what changed (docs/decisions/0051-scoped-cache-invalidation.md),
 * in process: the public routes' own loaders render into the process's page store under the
 * scopes they name, and real repository writes invalidate through the database wiring
 * (openDatabase's notifying collections, invalidation.server.ts). Three photographers; a write of
 * one keeps the others' pages, and the home page's only when the write can show there.
 */
const dataDir = tempDataDir("viewfinder-scoped-invalidation-");
const { db, closeDatabase } = await import("~/data/db.server");
const { pageStore } = await import("./page-store.server");
const { renderForCache } = await import("./render-scope.server");
const { scopeClock } = await import("./scope-clock");
const { watchPublicDataVersion } = await import("./invalidation.server");

type Loader = (args: LoaderFunctionArgs) => unknown;
const loaders = {
  home: () => import("~/routes/_index"),
  homeJson: () => import("~/routes/api.photos"),
  portfolio: () => import("~/routes/$identifier"),
  portfolioJson: () => import("~/routes/api.portfolio.$identifier"),
  portfolioPhotosJson: () => import("~/routes/api.portfolio.$identifier.photos"),
  portfolioPhoto: () => import("~/routes/$identifier_.photos.$photoId"),
  homePhoto: () => import("~/routes/photos.$photoId"),
};

/** The public addresses the cache keeps, each with the route loader that renders it. */
async function routeOf(path: string): Promise<{ loader: Loader; params: Record<string, string> }> {
  const [first = "", second, third, fourth] = path.split("/").slice(1);
  const [name, params]: [keyof typeof loaders, Record<string, string>] =
    path === "/"
      ? ["home", {}]
      : path === "/api/photos"
        ? ["homeJson", {}]
        : first === "api"
          ? fourth === "photos"
            ? ["portfolioPhotosJson", { identifier: third! }]
            : ["portfolioJson", { identifier: third! }]
          : first === "photos"
            ? ["homePhoto", { photoId: second! }]
            : second === "photos"
              ? ["portfolioPhoto", { identifier: first, photoId: third! }]
              : ["portfolio", { identifier: first }];
  return { loader: (await loaders[name]()).loader as Loader, params };
}

/** A visitor's GET the way the cache answers it: a cached body, or a render that is then kept. */
async function visit(path: string): Promise<{ cached: boolean; body: string }> {
  const kept = pageStore.get(path, 0);
  if (kept) return { cached: true, body: bytesIn(kept, "identity").toString("utf8") };
  const generation = pageStore.generation;
  const since = scopeClock.start();
  const scope = { shuffled: false, views: [], scopes: new Set<string>() };
  const { loader, params } = await routeOf(path);
  const request = new Request(`http://localhost${path}`);
  const data = await renderForCache(scope, async () => {
    const result = await loader({ request, params, context: {} });
    return result instanceof Response ? await result.text() : JSON.stringify(result);
  });
  const encoded = await encodeOnce(Buffer.from(data), true);
  pageStore.put(
    path,
    {
      status: 200,
      headers: [],
      cacheControl: "public, no-cache",
      ...encoded,
      views: [],
      stamp: { since, scopes: [...scope.scopes] },
    },
    scope.shuffled ? { order: 0 } : null,
    generation,
  );
  return { cached: false, body: data };
}

const names = ["alma", "bruno", "chiara"] as const;
const ids: Record<string, { user: string; photos: string[]; hidden: string }> = {};
let pages: string[] = [];

async function addPhoto(userId: string, title: string, isPublic: boolean) {
  const { photos } = await db();
  const photo = await photos.create({ userId, title, category: "nature", isPublic });
  await photos.update(photo.id, {
    derivatives: [
      {
        key: `photo/${userId}/${photo.id}/w800.jpg`,
        width: 800,
        height: 500,
        format: "jpeg",
        size: 1000,
      },
    ],
  });
  return photo.id;
}

beforeAll(async () => {
  for (const name of names) {
    const user = await createUser(name);
    ids[name] = {
      user: user.id,
      photos: [
        await addPhoto(user.id, `${name} dunes`, true),
        await addPhoto(user.id, `${name} bay`, true),
      ],
      hidden: await addPhoto(user.id, `${name} draft`, false),
    };
  }
  await watchPublicDataVersion();
  pages = [
    "/",
    "/api/photos",
    ...names.flatMap((name) => [
      `/${name}`,
      `/api/portfolio/${name}`,
      `/api/portfolio/${name}/photos`,
      `/${name}/photos/${ids[name]!.photos[0]}`,
      `/photos/${ids[name]!.photos[0]}`,
    ]),
  ];
});
afterAll(async () => {
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Renders every page into the cache, writes, then visits every page once: which were still kept
 * (`kept`) and what each visitor got (`seen`).
 */
async function afterWrite(write: () => Promise<unknown>) {
  for (const page of pages) await visit(page);
  const before = new Map<string, string>();
  for (const page of pages) {
    const { cached, body } = await visit(page);
    expect(cached, page).toBe(true);
    before.set(page, body);
  }
  await write();
  const seen = new Map<string, { cached: boolean; body: string }>();
  for (const page of pages) seen.set(page, await visit(page));
  const kept = pages.filter((page) => seen.get(page)!.cached);
  return { kept, seen, before };
}

const keptAfter = async (write: () => Promise<unknown>) => (await afterWrite(write)).kept;

const ofPhotographer = (name: string) =>
  pages.filter((page) => page.includes(name) || ids[name]!.photos.some((id) => page.includes(id)));

describe("a write of one photographer", () => {
  it("keeps the other photographers' cached pages, and shows the write on the writer's at once", async () => {
    const { photos } = await db();
    const { kept, seen, before } = await afterWrite(() =>
      photos.update(ids.alma!.photos[0]!, { title: "alma dunes at dawn" }),
    );
    // A public photo of Alma: her pages and the home gallery's go; Bruno's and Chiara's
    // portfolio pages, JSON and photo pages stay (their /photos/{id} pages step through the home
    // gallery, which changed).
    const others = [...ofPhotographer("bruno"), ...ofPhotographer("chiara")];
    expect(kept.sort()).toEqual(others.filter((page) => !page.startsWith("/photos/")).sort());
    expect(seen.get("/bruno")).toEqual({ cached: true, body: before.get("/bruno") });
    expect(seen.get("/alma")!.cached).toBe(false);
    for (const page of ofPhotographer("alma").filter((p) => !p.endsWith("/api/portfolio/alma")))
      expect(seen.get(page)!.body, page).toContain("alma dunes at dawn");
    expect(seen.get("/")!.body).toContain("alma dunes at dawn");
    console.info(
      `public photo of one of 3 photographers: ${kept.length} of ${pages.length} cached pages kept`,
    );
  });

  it("keeps the home page when the photo written is private", async () => {
    const { photos } = await db();
    const kept = await keptAfter(() => photos.update(ids.alma!.hidden, { title: "alma draft 2" }));
    expect(kept).toContain("/");
    expect(kept).toContain("/api/photos");
    expect(kept).toContain("/bruno");
    expect(kept).not.toContain("/alma");
    expect(kept).not.toContain("/api/portfolio/alma/photos");
    expect(kept.sort()).toEqual(
      pages.filter((page) => !ofPhotographer("alma").includes(page)).sort(),
    );
    console.info(
      `private photo of one of 3 photographers: ${kept.length} of ${pages.length} cached pages kept`,
    );
  });

  it("drops the home page when a photo of theirs is made public, and again when made private", async () => {
    const { photos } = await db();
    let kept = await keptAfter(() => photos.update(ids.chiara!.hidden, { isPublic: true }));
    expect(kept).not.toContain("/");
    expect(kept).toContain("/alma");
    expect((await visit("/")).body).toContain("chiara draft");
    kept = await keptAfter(() => photos.update(ids.chiara!.hidden, { isPublic: false }));
    expect(kept).not.toContain("/");
    expect((await visit("/")).body).not.toContain("chiara draft");
  });

  it("drops the home page when a listed photographer's tagline changes, not the others' portfolios", async () => {
    const { users } = await db();
    const kept = await keptAfter(() =>
      users.update(ids.bruno!.user, { tagline: "Light on water" }),
    );
    expect(kept).not.toContain("/");
    expect(kept).not.toContain("/bruno");
    expect(kept).toContain("/alma");
    expect(kept).toContain("/api/portfolio/chiara/photos");
    expect((await visit("/api/portfolio/bruno")).body).toContain("Light on water");
  });

  it("drops every page on a change of the site settings (a write whose scope is the whole site)", async () => {
    const { siteSettings } = await db();
    const kept = await keptAfter(() => siteSettings.update({ siteName: "Dunes and bays" }));
    expect(kept).toEqual([]);
  });
});
