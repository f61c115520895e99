import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/** The photo API and /media against the built server (`npx remix build` first). */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const TOO_LARGE = "File too large: Maximum file size is 25MB.";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-photos-api-"));
let server: RunningServer;
let owner = "";
let other = "";

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "photos-password",
      confirmPassword: "photos-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  owner = await signUp("owner@example.test");
  other = await signUp("other@example.test");
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, cookie: string | undefined, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });

const sendJson = (url: string, cookie: string | undefined, method: string, body: unknown) =>
  call(url, cookie, {
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

function uploadForm(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("title", "Flower");
  form.set("category", "macro");
  form.set("description", "<b>Pink</b><script>alert(1)</script>");
  form.set("aiAltText", "A pink flower");
  form.set("aiTags", JSON.stringify(["flower", "pink"]));
  form.set("imageType", "photo");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("image", new Blob([new Uint8Array(file)]), name);
  return form;
}

const upload = (cookie: string | undefined, form: FormData) =>
  call("/api/photos/upload", cookie, { method: "POST", body: form });

describe("the photo API", () => {
  it("answers 401 with a message when signed out", async () => {
    const calls: [string, RequestInit][] = [
      ["/api/user/photos", {}],
      ["/api/photos/stats", {}],
      ["/api/user/storage-usage", {}],
      ["/api/categories/custom", {}],
      [
        "/api/photos/upload",
        { method: "POST", body: uploadForm(fixture("flower.webp"), "f.webp") },
      ],
      ["/api/user/photos/any", { method: "DELETE" }],
    ];
    for (const [url, init] of calls) {
      const response = await call(url, undefined, init);
      expect(response.status, url).toBe(401);
      expect(await response.json()).toEqual({ message: "Authentication required" });
    }
  });

  it("uploads, lists, serves, edits, publishes and deletes a photo; others see nothing", async () => {
    const created = await upload(owner, uploadForm(fixture("canon-gps.jpg"), "holiday.jpg"));
    expect(created.status).toBe(201);
    const photo = await created.json();
    expect(photo).toMatchObject({
      title: "Flower",
      category: "macro",
      description: "<b>Pink</b>",
      isPublic: false,
      featured: false,
      aiAltText: "A pink flower",
      aiTags: ["flower", "pink"],
      imageType: "photo",
    });
    expect(JSON.stringify(photo)).not.toMatch(/gps|latitude/i);

    const list = await (await call("/api/user/photos", owner)).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([photo.id]);
    expect(await (await call("/api/user/photos", other)).json()).toEqual([]);

    // Private: the owner gets the derivative, privately cached; nobody else sees it exists.
    const mine = await call(photo.imageUrl, owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect((await call(photo.imageUrl, undefined)).status).toBe(404);
    expect((await call(photo.imageUrl, other)).status).toBe(404);

    // Another user's photo is 404 on every call.
    const id = photo.id as string;
    const attempts = [
      call(`/api/user/photos/${id}`, other),
      sendJson(`/api/user/photos/${id}`, other, "PATCH", { title: "Mine now" }),
      sendJson(`/api/user/photos/${id}/public`, other, "POST", { isPublic: true }),
      sendJson(`/api/user/photos/${id}/featured`, other, "POST", { featured: true }),
      call(`/api/user/photos/${id}`, other, { method: "DELETE" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Photo not found" });
    }

    const edited = await sendJson(`/api/user/photos/${id}`, owner, "PATCH", {
      title: "Rose",
      description: "<p>Garden</p>",
      category: "nature",
      tags: "rose, , garden ",
    });
    expect(await edited.json()).toMatchObject({
      title: "Rose",
      category: "nature",
      tags: ["rose", "garden"],
    });
    const untitled = await sendJson(`/api/user/photos/${id}`, owner, "PATCH", { title: " " });
    expect([untitled.status, await untitled.json()]).toEqual([
      400,
      { message: "Title is required." },
    ]);

    const featured = await sendJson(`/api/user/photos/${id}/featured`, owner, "POST", {
      featured: true,
    });
    expect((await featured.json()).featured).toBe(true);
    const published = await sendJson(`/api/user/photos/${id}/public`, owner, "POST", {
      isPublic: true,
    });
    const shown = await published.json();
    expect(shown.isPublic).toBe(true);

    // Public: anyone gets the derivative, cached for a year, at its published URL
    // (docs/product.md#image-pipeline); the store path stays the owner's, and the original too.
    expect(shown.imageUrl).toMatch(new RegExp(`^/media/p/${id}/[0-9a-f]{24}/`));
    const seen = await call(shown.imageUrl, undefined);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const head = await call(shown.imageUrl, undefined, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect((await call(photo.imageUrl, undefined)).status).toBe(404);
    const original = `/media/photo/${photo.userId}/${id}/original`;
    expect((await call(original, undefined)).status).toBe(404);
    expect((await call(original, other)).status).toBe(404);
    const ownOriginal = await call(original, owner);
    expect([ownOriginal.status, ownOriginal.headers.get("cache-control")]).toEqual([
      200,
      "private, no-store",
    ]);
    expect(Buffer.from(await ownOriginal.arrayBuffer()).equals(fixture("canon-gps.jpg"))).toBe(
      true,
    );

    const stats = await (await call("/api/photos/stats", owner)).json();
    expect(stats).toMatchObject({
      totalPhotos: 1,
      sharedPhotos: 1,
      featuredPhotos: 1,
      categories: 1,
    });
    const usage = await (await call("/api/user/storage-usage", owner)).json();
    expect(usage.usedBytes).toBeGreaterThan(fixture("canon-gps.jpg").length);
    expect(usage.quotaFormatted).toBe("250 MB");

    const deleted = await call(`/api/user/photos/${id}`, owner, { method: "DELETE" });
    expect([deleted.status, await deleted.json()]).toEqual([200, { success: true }]);
    expect((await call(shown.imageUrl, undefined)).status).toBe(404);
    expect((await call(photo.imageUrl, owner)).status).toBe(404);
    expect((await call(`/api/user/photos/${id}`, owner)).status).toBe(404);
  });

  it("refuses a file that is not an image with the spec's message", async () => {
    const response = await upload(owner, uploadForm(fixture("drawing.svg"), "drawing.jpg"));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.",
    });
    const missing = await upload(
      owner,
      uploadForm(fixture("flower.webp"), "f.webp", { title: "" }),
    );
    expect([missing.status, (await missing.json()).message]).toEqual([
      400,
      "Missing Information: Please fill in all required fields and select an image.",
    ]);
  });

  it("stops a 26 MB upload with 413 and the spec's message", async () => {
    const boundary = "----viewfinder-oversized";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nother\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 26 * chunk.length) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await call("/api/photos/upload", owner, {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: TOO_LARGE });
    expect(await (await call("/api/user/photos", owner)).json()).toEqual([]);
  });

  it("manages custom categories, each user only their own", async () => {
    const created = await sendJson("/api/categories/custom", owner, "POST", {
      categoryId: "ignored",
      label: " Night Skies ",
      description: "ignored",
    });
    expect(created.status).toBe(201);
    const category = await created.json();
    expect(category).toMatchObject({ categoryId: "night-skies", label: "Night Skies" });
    const empty = await sendJson("/api/categories/custom", owner, "POST", { label: "  " });
    expect([empty.status, await empty.json()]).toEqual([
      400,
      { message: "Category name cannot be empty." },
    ]);

    const stolen = await sendJson(`/api/categories/custom/${category.id}`, other, "PATCH", {
      label: "Mine",
    });
    expect(stolen.status).toBe(404);
    const renamed = await sendJson(`/api/categories/custom/${category.id}`, owner, "PATCH", {
      label: "Stars",
    });
    expect((await renamed.json()).categoryId).toBe("stars");
    expect(await (await call("/api/categories/custom", other)).json()).toEqual([]);

    const photo = await (
      await upload(owner, uploadForm(fixture("flower.webp"), "f.webp", { category: "stars" }))
    ).json();
    expect(photo.category).toBe("stars");
    const removed = await call(`/api/categories/custom/${category.id}`, owner, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await (await call("/api/categories/custom", owner)).json()).toEqual([]);
    expect((await (await call(`/api/user/photos/${photo.id}`, owner)).json()).category).toBe(
      "other",
    );
  });
});
