import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { E2E_PORT } from "./env";
import { seedPhotographer, type SeededPhoto } from "./photographer";

/**
 * The embeddable collection view (docs/decisions/0070-oembed-and-embeds.md) framed by another
 * site, with JavaScript and without: the page the oEmbed answer's HTML makes shows the
 * collection's photos inside the frame, loaded, with no console error and no sideways scroll at
 * 320 px in light and dark; no axe-core violation on the view.
 */

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

let context: APIRequestContext;
let embedPath = "";
let members: SeededPhoto[] = [];
let frameHtml = "";
/** Another site, on loopback: another port is another origin. */
let embedder: Server;
let embedderUrl = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  context = await playwrightRequest.newContext({ baseURL });
  const who = await seedPhotographer(context);
  const created = await context.post("/api/collections", {
    data: { title: "Harbour Walks", description: "", visibility: "public" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  members = [who.photos[1]!, who.photos[0]!, who.photos[2]!];
  const put = await context.put(`/api/collections/${id}/photos`, {
    data: { photoIds: members.map((photo) => photo.id) },
  });
  expect(put.status(), await put.text()).toBe(200);
  // The consumer's way in: the page's address, asked of the oEmbed endpoint.
  const pageUrl = `${baseURL}/${who.username}/collections/${slug}`;
  const answer = await context.get(`/api/oembed?url=${encodeURIComponent(pageUrl)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  frameHtml = String(((await answer.json()) as { html: string }).html);
  embedPath = new URL(/src="([^"]+)"/.exec(frameHtml)![1]!).pathname;
  // A blog post holding the oEmbed answer's HTML as it came.
  embedder = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="en"><head>
<meta name="viewport" content="width=device-width"><title>A blog post</title></head>
<body style="margin:0"><h1>My walk</h1>${frameHtml}</body></html>`);
  }).listen(0, "127.0.0.1");
  await once(embedder, "listening");
  embedderUrl = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}/post`;
});

test.afterAll(async () => {
  await context.dispose();
  embedder?.close();
});

const openEmbedder = (page: Page) => page.goto(embedderUrl);

const overflowOf = () => document.documentElement.scrollWidth - window.innerWidth;

test("another site's page shows the collection in a frame, loaded, without errors", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize({ width: 320, height: 800 });
  await openEmbedder(page);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: "Harbour Walks" })).toBeVisible();
  await expect(frame.getByRole("link", { name: "Iris Hale" })).toHaveAttribute("target", "_blank");
  const images = frame.locator("main img");
  await expect(images).toHaveCount(members.length);
  // In the collection's order, each image fetched and decoded inside the frame.
  for (const [index, photo] of members.entries()) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", photo.title);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const view = page.frames().find((candidate) => candidate.url().endsWith(embedPath))!;
  expect(await view.evaluate(overflowOf)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(overflowOf)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("the view itself: no script, no sideways scroll at 320 px in light and dark", async ({
  page,
}) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(embedPath);
    await expect(page.locator("main img")).toHaveCount(members.length);
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.evaluate(overflowOf)).toBeLessThanOrEqual(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(colorScheme === "dark" ? "rgb(20, 20, 20)" : "rgb(255, 255, 255)");
  }
});

test("the view has no axe-core violations, light and dark", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(embedPath);
    await expectNoAxeViolations(page);
  }
});
