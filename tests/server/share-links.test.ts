import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { unzip } from "~/services/export/zip-entries.test-support";
import { callServer, type Answer, type CallOptions } from "./share-link-client";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Client share links (docs/product.md#share-links, docs/decisions/0063-share-links.md) against
 * the built server (`npm run build` first), rate limits on: the password page that shows nothing,
 * wrong passwords limited per link and address, the gallery in the collection's order, images
 * and pages that die with the link, downloads as the link allows, the headers on every /s/
 * answer, and the public page cache never keeping one.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "share-links-password-1";
const LARGEST_WEB_WIDTH = 2560;
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-share-links-"));
let server: RunningServer;
const cookies = { ana: "", vic: "" };
let collectionId = "";
/** In the collection's order once set; the last one (Beta meadow) is private. */
const photos: { id: string; title: string; sha256: string }[] = [];

/** One request from a chosen loopback address (each stands for one client). */
const call = (pathname: string, options: CallOptions = {}) => callServer(server, pathname, options);

const api = (method: string, pathname: string, cookie: string, json?: unknown) =>
  call(pathname, {
    method,
    cookie,
    body: json === undefined ? undefined : JSON.stringify(json),
    type: json === undefined ? undefined : "application/json",
  });

const sent: Answer[] = [];
/** A /s/ request, remembered so the headers of every answer can be checked at the end. */
async function guest(pathname: string, options: Parameters<typeof call>[1] = {}) {
  const answer = await call(pathname, options);
  sent.push(answer);
  return answer;
}
const postPassword = (url: string, password: string, from: string) =>
  guest(url, {
    method: "POST",
    from,
    body: new URLSearchParams({ password }).toString(),
    type: "application/x-www-form-urlencoded",
  });

interface MadeLink {
  id: string;
  url: string;
}
async function makeLink(body: Record<string, unknown>, cookie = cookies.ana, id = collectionId) {
  const answer = await api("POST", `/api/collections/${id}/links`, cookie, body);
  expect(answer.status, answer.text).toBe(201);
  return JSON.parse(answer.text) as MadeLink;
}
const unlockOf = (answer: Answer) => {
  const setCookie = answer.headers["set-cookie"];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(";")[0]!;
};

/** The photo ids a gallery page links to, in the page's order. */
const photoIdsIn = (html: string, url: string) => [
  ...new Set([...html.matchAll(new RegExp(`${url}/photos/([0-9a-f]{32})`, "g"))].map((m) => m[1])),
];
/** Every image URL a page shows (src and srcset). */
const imageUrlsIn = (html: string, url: string) => [
  ...new Set(html.match(new RegExp(`${url}/media/[0-9a-f]{32}/[\\w.-]+`, "g")) ?? []),
];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ["ana", "vic"] as const) {
    await database.users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
      firstName: name === "ana" ? "Ana" : "Vic",
      lastName: "Lens",
    });
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "true" });
  cookies.ana = await signIn(server, "ana@example.test", PASSWORD);
  cookies.vic = await signIn(server, "vic@example.test", PASSWORD);

  const uploads = [
    ["canon-gps.jpg", "Alpha dawn"],
    ["meadow.png", "Beta meadow"],
    ["flower.webp", "Gamma flower"],
  ];
  for (const [file, title] of uploads) {
    const bytes = readFileSync(path.join(FIXTURES, file!));
    const form = new FormData();
    form.set("title", title!);
    form.set("category", "nature");
    form.set("image", new Blob([new Uint8Array(bytes)]), file!);
    const answer = await fetch(`${server.url}/api/photos/upload`, {
      method: "POST",
      headers: { Cookie: cookies.ana },
      body: form,
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    photos.push({ id, title: title!, sha256: sha256(bytes) });
  }
  // Public, private, public: a share link shows all three.
  for (const index of [0, 2]) {
    const made = await api("POST", `/api/user/photos/${photos[index]!.id}/public`, cookies.ana, {
      isPublic: true,
    });
    expect(made.status).toBe(200);
  }
  const collection = await api("POST", "/api/collections", cookies.ana, {
    title: "Lens family wedding",
    visibility: "private",
  });
  collectionId = (JSON.parse(collection.text) as { id: string }).id;
  // The collection's order is not the upload order.
  const order = [photos[2]!, photos[0]!, photos[1]!];
  photos.splice(0, 3, ...order);
  const set = await api("PUT", `/api/collections/${collectionId}/photos`, cookies.ana, {
    photoIds: photos.map((photo) => photo.id),
  });
  expect(set.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a link with a password", () => {
  it("shows nothing of the collection without it", async () => {
    const { url } = await makeLink({
      label: "Family",
      password: "for the family",
      downloads: "web",
    });
    const page = await guest(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain("This gallery is protected");
    for (const secret of [
      "Lens family wedding",
      "/media/",
      "3 photos",
      ...photos.map((p) => p.title),
    ]) {
      expect(page.text, secret).not.toContain(secret);
    }
    for (const photo of photos) expect(page.text).not.toContain(photo.id);
    // Nor its images or downloads, even with their addresses guessed.
    expect((await guest(`${url}/download`)).status).toBe(404);
    expect((await guest(`${url}/photos/${photos[0]!.id}`)).status).toBe(302);
  });

  it("refuses the sixth wrong password from one address with 429 and Retry-After", async () => {
    const { url } = await makeLink({ password: "for the family" });
    for (let i = 1; i <= 5; i++) {
      const wrong = await postPassword(url, `guess ${i}`, "127.0.0.2");
      expect(wrong.status, `guess ${i}`).toBe(401);
      expect(wrong.text).toContain("That password is not right.");
    }
    const sixth = await postPassword(url, "for the family", "127.0.0.2");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(sixth.headers["set-cookie"]).toBeUndefined();
    // Another client is not held back.
    expect((await postPassword(url, "for the family", "127.0.0.3")).status).toBe(303);
  }, 60_000);

  it("shows the collection's photos in its order, private ones too, once it is given", async () => {
    const { url } = await makeLink({ password: "for the family" });
    const unlocked = await postPassword(url, "for the family", "127.0.0.4");
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.location).toBe(url);
    const setCookie = String(unlocked.headers["set-cookie"]);
    expect(setCookie).toContain(`Path=${url}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const page = await guest(url, { cookie: unlockOf(unlocked) });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Lens family wedding");
    expect(photoIdsIn(page.text, url)).toEqual(photos.map((photo) => photo.id));
    // Beta meadow is private: a link shows it all the same.
    expect(page.text).toContain("Beta meadow");
    // Every image is the link's own: the public portfolio's URLs are not handed out.
    expect(page.text).not.toMatch(/\/media\/p\//);
    expect(imageUrlsIn(page.text, url).length).toBeGreaterThanOrEqual(3);
  });
});

describe("revoking a link", () => {
  it("answers its page and every image it showed 404", async () => {
    const link = await makeLink({});
    const page = await guest(link.url);
    expect(page.status).toBe(200);
    const images = imageUrlsIn(page.text, link.url);
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      const shown = await guest(image);
      expect(shown.status, image).toBe(200);
      expect(String(shown.headers["content-type"])).toMatch(/^image\//);
    }
    const photoPage = await guest(`${link.url}/photos/${photos[1]!.id}`);
    expect(photoPage.status).toBe(200);
    expect(photoPage.text).toContain(photos[1]!.title);

    const revoked = await api(
      "DELETE",
      `/api/collections/${collectionId}/links/${link.id}`,
      cookies.ana,
    );
    expect(revoked.status).toBe(200);
    const gone = await guest(link.url);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain("Lens family wedding");
    for (const image of images) expect((await guest(image)).status, image).toBe(404);
    expect((await guest(`${link.url}/photos/${photos[1]!.id}`)).status).toBe(404);
  });

  it("and taking a photo out of the collection ends its images there", async () => {
    const link = await makeLink({});
    const page = await guest(link.url);
    const removed = photos[0]!;
    const itsImages = imageUrlsIn(page.text, link.url).filter((url) => url.includes(removed.id));
    expect(itsImages.length).toBeGreaterThan(0);
    const rest = photos.slice(1).map((photo) => photo.id);
    await api("PUT", `/api/collections/${collectionId}/photos`, cookies.ana, { photoIds: rest });
    for (const image of itsImages) expect((await guest(image)).status).toBe(404);
    expect(photoIdsIn((await guest(link.url)).text, link.url)).toEqual(rest);
    await api("PUT", `/api/collections/${collectionId}/photos`, cookies.ana, {
      photoIds: photos.map((photo) => photo.id),
    });
  });
});

describe("an expired link", () => {
  it("answers 410, saying so and whom to ask", async () => {
    const link = await makeLink({ expiresAt: new Date(Date.now() + 1500).toISOString() });
    const before = await guest(link.url);
    expect(before.status).toBe(200);
    const images = imageUrlsIn(before.text, link.url);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const page = await guest(link.url);
    expect(page.status).toBe(410);
    expect(page.text).toContain("This link has expired");
    expect(page.text).toContain("Ana Lens");
    expect(page.text).toContain('href="/ana#contact"');
    expect(page.text).not.toContain("Lens family wedding");
    expect((await guest(images[0]!)).status).toBe(404);
  });
});

describe("downloads", () => {
  it("are refused (403) by a link that allows none", async () => {
    const { url } = await makeLink({ downloads: "none" });
    expect((await guest(`${url}/download`)).status).toBe(403);
    expect((await guest(`${url}/download/${photos[0]!.id}`)).status).toBe(403);
    expect((await guest(url)).text).not.toContain(`${url}/download`);
  });

  it("give the originals unchanged in one zip of the announced size, and one by one", async () => {
    const { url } = await makeLink({ downloads: "original" });
    const zip = await guest(`${url}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(Number(zip.headers["content-length"])).toBe(zip.body.length);
    const entries = await unzip(zip.body);
    expect([...entries.values()].map(sha256)).toEqual(photos.map((photo) => photo.sha256));
    expect([...entries.keys()][0]).toMatch(/^1-gamma-flower-/);

    const one = await guest(`${url}/download/${photos[1]!.id}`);
    expect(one.status).toBe(200);
    expect(sha256(one.body)).toBe(photos[1]!.sha256);
    expect(String(one.headers["content-disposition"])).toBe(
      `attachment; filename="alpha-dawn-${photos[1]!.id}.jpg"`,
    );
  });

  it("give web JPEGs no wider than the largest web width", async () => {
    const { url } = await makeLink({ downloads: "web" });
    const entries = await unzip((await guest(`${url}/download`)).body);
    expect(entries.size).toBe(3);
    for (const [name, bytes] of entries) {
      const { format, width } = await sharp(bytes).metadata();
      expect(format, name).toBe("jpeg");
      expect(width, name).toBeLessThanOrEqual(LARGEST_WEB_WIDTH);
      expect(photos.map((photo) => photo.sha256)).not.toContain(sha256(bytes));
    }
    const one = await guest(`${url}/download/${photos[0]!.id}`);
    expect(one.headers["content-type"]).toBe("image/jpeg");
  });

  it("count on the link, as gallery views do", async () => {
    const link = await makeLink({ downloads: "web" });
    await guest(link.url);
    await guest(link.url);
    await guest(`${link.url}/download/${photos[0]!.id}`);
    await guest(`${link.url}/download`);
    const listed = await api("GET", `/api/collections/${collectionId}/links`, cookies.ana);
    expect(listed.status).toBe(200);
    const mine = (JSON.parse(listed.text) as Record<string, unknown>[]).find(
      (entry) => entry.id === link.id,
    );
    expect(mine).toMatchObject({ counts: { views: 2, downloads: 2 }, downloads: "web" });
    expect(mine!.lastUsedAt).toEqual(expect.any(String));
    // The list never holds an address, a token or a hash.
    expect(listed.text).not.toContain(link.url.slice(3));
    expect(listed.text).not.toMatch(/token|hash"/i);
  });
});

describe("the API", () => {
  it("answers another photographer's collection 404 and a visitor 401", async () => {
    const body = { downloads: "none" };
    const base = `/api/collections/${collectionId}/links`;
    expect((await api("POST", base, cookies.vic, body)).status).toBe(404);
    expect((await api("GET", base, cookies.vic)).status).toBe(404);
    const link = await makeLink({});
    expect((await api("PATCH", `${base}/${link.id}`, cookies.vic, { label: "x" })).status).toBe(
      404,
    );
    expect((await api("DELETE", `${base}/${link.id}`, cookies.vic)).status).toBe(404);
    expect((await guest(link.url)).status).toBe(200);
    expect((await call(base)).status).toBe(401);
  });

  it("deletes a collection's links with it", async () => {
    const made = await api("POST", "/api/collections", cookies.ana, { title: "Short lived" });
    const { id } = JSON.parse(made.text) as { id: string };
    const link = await makeLink({}, cookies.ana, id);
    expect((await guest(link.url)).status).toBe(200);
    expect((await api("DELETE", `/api/collections/${id}`, cookies.ana)).status).toBe(200);
    expect((await guest(link.url)).status).toBe(404);
  });
});

describe("every /s/ answer", () => {
  it("is never kept by the public page cache", async () => {
    const { url } = await makeLink({});
    await guest(url);
    const second = await guest(url);
    expect(second.status).toBe(200);
    expect(second.headers["x-cache"]).not.toBe("HIT");
  });

  it("carries noindex, no referrer and private no-store, 404s and refusals too", async () => {
    await guest(`/s/${"A".repeat(43)}`);
    await guest("/s/not-a-token/some/deeper/path/here");
    await guest(`/s/${"A".repeat(43)}/media/${photos[0]!.id}/w320.jpg`);
    expect(sent.length).toBeGreaterThan(30);
    const statuses = new Set(sent.map((answer) => answer.status));
    for (const status of [200, 302, 303, 401, 403, 404, 410, 429])
      expect(statuses).toContain(status);
    for (const answer of sent) {
      expect(answer.headers["x-robots-tag"], String(answer.status)).toBe("noindex, nofollow");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });
});
