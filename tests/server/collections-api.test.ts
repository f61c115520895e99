import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Collections and the portfolio order (docs/product.md#collections,
 * docs/decisions/0061-collections-and-orders.md) against the built server (`npm run build`
 * first): members in the photographer's order, visitors seeing public collections and public
 * photos only, through the public page cache that every write empties for the next visitor.
 */

const PASSWORD = "collections-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-collections-api-"));
let server: RunningServer;
const ids = { ana: "", vic: "", p1: "", p2: "", p3: "", hidden: "", vicPhoto: "" };
const cookies = { ana: "", vic: "" };

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ["ana", "vic"] as const) {
    const user = await database.users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
    });
    ids[name] = user.id;
  }
  const photo = async (userId: string, title: string, isPublic: boolean) => {
    const made = await database.photos.create({ userId, title, category: "nature", isPublic });
    // Distinct creation times: the default order is newest first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return made.id;
  };
  ids.p1 = await photo(ids.ana, "First light", true);
  ids.p2 = await photo(ids.ana, "Second wave", true);
  ids.p3 = await photo(ids.ana, "Third fjord", true);
  ids.hidden = await photo(ids.ana, "Hidden draft", false);
  ids.vicPhoto = await photo(ids.vic, "Vic's own", true);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookies.ana = await signIn(server, "ana@example.test", PASSWORD);
  cookies.vic = await signIn(server, "vic@example.test", PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const send = (method: string, url: string, cookie: string | undefined, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface PublicCollection {
  id: string;
  slug: string;
  title: string;
  photoCount: number;
  coverPhoto: { id: string } | null;
}
const photoIdsOf = async (response: Response) => {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { photos: { id: string }[] } | { id: string }[];
  return (Array.isArray(body) ? body : body.photos).map((photo) => photo.id);
};

async function createCollection(title: string, visibility: string) {
  const response = await send("POST", "/api/collections", cookies.ana, { title, visibility });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; slug: string };
}

async function setPhotos(id: string, photoIds: string[], cookie = cookies.ana) {
  return send("PUT", `/api/collections/${id}/photos`, cookie, { photoIds });
}

describe("a public collection", () => {
  it("shows its photos in the photographer's order, and a new order to the next visitor", async () => {
    const { id, slug } = await createCollection("Iceland 2025", "public");
    expect(slug).toBe("iceland-2025");
    expect((await setPhotos(id, [ids.p3, ids.p1, ids.p2])).status).toBe(200);

    const address = `/api/portfolio/ana/collections/${slug}`;
    expect(await photoIdsOf(await get(address))).toEqual([ids.p3, ids.p1, ids.p2]);
    const cached = await get(address);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await photoIdsOf(cached)).toEqual([ids.p3, ids.p1, ids.p2]);

    expect((await setPhotos(id, [ids.p2, ids.p3, ids.p1])).status).toBe(200);
    expect(await photoIdsOf(await get(address))).toEqual([ids.p2, ids.p3, ids.p1]);

    const listed = (await (
      await get("/api/portfolio/ana/collections")
    ).json()) as PublicCollection[];
    expect(listed.find((c) => c.id === id)).toMatchObject({
      slug,
      title: "Iceland 2025",
      photoCount: 3,
      coverPhoto: { id: ids.p2 },
    });
  });

  it("never shows a private photo it holds", async () => {
    const { id, slug } = await createCollection("Drafts and finals", "public");
    expect((await setPhotos(id, [ids.hidden, ids.p1])).status).toBe(200);
    const response = await get(`/api/portfolio/ana/collections/${slug}`);
    const body = await response.text();
    expect(body).not.toContain(ids.hidden);
    expect(body).not.toContain("Hidden draft");
    expect(await photoIdsOf(new Response(body))).toEqual([ids.p1]);
    const listed = (await (
      await get("/api/portfolio/ana/collections")
    ).json()) as PublicCollection[];
    expect(listed.find((c) => c.id === id)).toMatchObject({
      photoCount: 1,
      coverPhoto: { id: ids.p1 },
    });
  });

  it("is not listed while it shows no photo, though its address answers", async () => {
    const { id, slug } = await createCollection("Private work only", "public");
    expect((await setPhotos(id, [ids.hidden])).status).toBe(200);
    const listed = (await (
      await get("/api/portfolio/ana/collections")
    ).json()) as PublicCollection[];
    expect(listed.map((c) => c.id)).not.toContain(id);
    const page = await get(`/api/portfolio/ana/collections/${slug}`);
    expect(page.status).toBe(200);
    expect(await photoIdsOf(page)).toEqual([]);

    expect((await setPhotos(id, [ids.hidden, ids.p1])).status).toBe(200);
    const after = (await (
      await get("/api/portfolio/ana/collections")
    ).json()) as PublicCollection[];
    expect(after.find((c) => c.id === id)).toMatchObject({ photoCount: 1 });
  });
});

describe("an unlisted or private collection", () => {
  it("is a 404 to a visitor and is not listed", async () => {
    for (const visibility of ["unlisted", "private"]) {
      const { id, slug } = await createCollection(`Kept ${visibility}`, visibility);
      expect((await setPhotos(id, [ids.p1])).status).toBe(200);
      const response = await get(`/api/portfolio/ana/collections/${slug}`);
      expect(response.status, visibility).toBe(404);
      expect(await response.json()).toEqual(
        await (await get("/api/portfolio/ana/collections/no-such-collection")).json(),
      );
      const listed = (await (
        await get("/api/portfolio/ana/collections")
      ).json()) as PublicCollection[];
      expect(listed.map((c) => c.id)).not.toContain(id);
    }
  });
});

describe("the order of collections", () => {
  it("lists my collections, and the public ones, in the order I set", async () => {
    const mine = (await (await get("/api/collections", cookies.ana)).json()) as { id: string }[];
    const reversed = mine.map((c) => c.id).reverse();
    const set = await send("PUT", "/api/collections/order", cookies.ana, {
      collectionIds: reversed,
    });
    expect(set.status).toBe(200);
    const after = (await (await get("/api/collections", cookies.ana)).json()) as { id: string }[];
    expect(after.map((c) => c.id)).toEqual(reversed);
    const listed = (await (
      await get("/api/portfolio/ana/collections")
    ).json()) as PublicCollection[];
    const shown = new Set(listed.map((c) => c.id));
    expect(listed.map((c) => c.id)).toEqual(reversed.filter((id) => shown.has(id)));
    expect(listed.length).toBeGreaterThan(1);
  });
});

describe("what the API refuses", () => {
  it("refuses another photographer's photo in the members, changing nothing", async () => {
    const { id } = await createCollection("Mine only", "public");
    expect((await setPhotos(id, [ids.p1, ids.p2])).status).toBe(200);
    const refused = await setPhotos(id, [ids.p2, ids.vicPhoto]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain("not one of your");
    expect((await setPhotos(id, [ids.p1, ids.p1])).status).toBe(400);
    const mine = (await (await get(`/api/collections/${id}`, cookies.ana)).json()) as {
      photoIds: string[];
    };
    expect(mine.photoIds).toEqual([ids.p1, ids.p2]);
  });

  it("answers another photographer's collection id with 404", async () => {
    const { id } = await createCollection("Not for Vic", "public");
    expect((await get(`/api/collections/${id}`, cookies.vic)).status).toBe(404);
    expect(
      (await send("PATCH", `/api/collections/${id}`, cookies.vic, { title: "Vic's" })).status,
    ).toBe(404);
    expect((await setPhotos(id, [ids.vicPhoto], cookies.vic)).status).toBe(404);
    expect((await send("DELETE", `/api/collections/${id}`, cookies.vic)).status).toBe(404);
    const still = (await (await get(`/api/collections/${id}`, cookies.ana)).json()) as {
      title: string;
    };
    expect(still.title).toBe("Not for Vic");
    const vics = (await (await get("/api/collections", cookies.vic)).json()) as unknown[];
    expect(vics).toEqual([]);
  });

  it("answers a visitor 401", async () => {
    expect((await get("/api/collections")).status).toBe(401);
    expect((await send("POST", "/api/collections", undefined, { title: "X" })).status).toBe(401);
    expect((await send("PUT", "/api/user/photos/order", undefined, { photoIds: [] })).status).toBe(
      401,
    );
  });

  it("refuses a cross-site post like every API write", async () => {
    const response = await fetch(`${server.url}/api/collections`, {
      method: "POST",
      headers: {
        Cookie: cookies.ana,
        "Content-Type": "application/json",
        Origin: "https://evil.example",
      },
      body: JSON.stringify({ title: "Planted" }),
    });
    expect(response.status).toBe(403);
    const mine = (await (await get("/api/collections", cookies.ana)).json()) as { title: string }[];
    expect(mine.map((c) => c.title)).not.toContain("Planted");
  });

  it("refuses a slug another of my collections has, with a clear message", async () => {
    const first = await createCollection("Weddings", "public");
    const second = await createCollection("Weddings", "public");
    expect(second.slug).toBe("weddings-2");
    const refused = await send("PATCH", `/api/collections/${second.id}`, cookies.ana, {
      slug: first.slug,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Another of your collections already uses the address "weddings".',
    });
  });
});

describe("deleting", () => {
  it("a photo takes it out of the collection; a collection keeps its photos", async () => {
    const { id, slug } = await createCollection("Short lived", "public");
    expect((await setPhotos(id, [ids.p1, ids.p2, ids.p3])).status).toBe(200);
    const doomed = ids.p2;
    expect((await send("DELETE", `/api/user/photos/${doomed}`, cookies.ana)).status).toBe(200);
    const mine = (await (await get(`/api/collections/${id}`, cookies.ana)).json()) as {
      photoIds: string[];
    };
    expect(mine.photoIds).toEqual([ids.p1, ids.p3]);
    expect(await photoIdsOf(await get(`/api/portfolio/ana/collections/${slug}`))).toEqual([
      ids.p1,
      ids.p3,
    ]);

    expect((await send("DELETE", `/api/collections/${id}`, cookies.ana)).status).toBe(200);
    expect((await get(`/api/portfolio/ana/collections/${slug}`)).status).toBe(404);
    expect(await photoIdsOf(await get("/api/portfolio/ana/photos"))).toEqual(
      expect.arrayContaining([ids.p1, ids.p3]),
    );
  });
});

describe("the portfolio order", () => {
  it("changes the portfolio JSON and page for the next visitor, public photos only", async () => {
    const address = "/api/portfolio/ana/photos";
    // The default: newest first.
    expect(await photoIdsOf(await get(address))).toEqual([ids.p3, ids.p1]);
    expect((await get(address)).headers.get("x-cache")).toBe("HIT");

    const set = await send("PUT", "/api/user/photos/order", cookies.ana, {
      photoIds: [ids.p1, ids.hidden, ids.p3],
    });
    expect(set.status).toBe(200);
    expect(await photoIdsOf(await get(address))).toEqual([ids.p1, ids.p3]);
    expect(await photoIdsOf(await get(`${address}?limit=1`))).toEqual([ids.p1]);
    const page = await (await get("/ana")).text();
    expect(page.indexOf("First light")).toBeGreaterThan(-1);
    expect(page.indexOf("First light")).toBeLessThan(page.indexOf("Third fjord"));

    expect(
      (await send("PUT", "/api/user/photos/order", cookies.ana, { photoIds: [ids.vicPhoto] }))
        .status,
    ).toBe(400);
    expect(await photoIdsOf(await get(address))).toEqual([ids.p1, ids.p3]);
  });
});
