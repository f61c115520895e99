import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * A public photo page names its licence in words and links it, and carries a schema.org
 * ImageObject for search engines' image licence metadata, escaped so no text of the
 * photographer's can end the script (`npx remix build` first).
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const LIGHTROOM = readFileSync(path.join(FIXTURES, "lightroom.jpg"));
const MEADOW = readFileSync(path.join(FIXTURES, "meadow.png"));
const USERNAME = "anaprint";
const HOSTILE = 'Ana </script><script>alert("owned")</script> & Co';

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-photo-licence-"));
let server: RunningServer;
let owner = "";

const call = (url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, { ...init, headers: { Cookie: owner, ...(init.headers ?? {}) } });

const json = (method: string, url: string, body: unknown) =>
  call(url, {
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

/** A public photo from `file`, with `change` PATCHed on before anyone sees its page. */
async function publicPhoto(file: Buffer, name: string, change?: Record<string, unknown>) {
  const form = new FormData();
  form.set("title", name === "DSC_0042.jpg" ? "" : "Quiet Meadow");
  form.set("category", "nature");
  form.set("image", new Blob([new Uint8Array(file)]), name);
  const uploaded = await call("/api/photos/upload", { method: "POST", body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  if (change) expect((await json("PATCH", `/api/user/photos/${id}`, change)).status).toBe(200);
  expect((await json("POST", `/api/user/photos/${id}/public`, { isPublic: true })).status).toBe(
    200,
  );
  return id;
}

/** A visitor's view of a page: its HTML and the ImageObject in it. */
async function visit(address: string) {
  const response = await fetch(`${server.url}${address}`);
  expect(response.status, address).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks, "one JSON-LD block").toHaveLength(1);
  return { html, raw: blocks[0]![1]!, ld: JSON.parse(blocks[0]![1]!) as Record<string, unknown> };
}

/** The licence line of the page's information section, tags and all (React's text seams left out). */
const licenceLine = (html: string) =>
  html.match(/<p class="vf-licence__name">[\s\S]*?<\/p>/)?.[0]?.replaceAll("<!-- -->", "");

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  const signUp = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "ana@example.test",
      password: "licence-password",
      confirmPassword: "licence-password",
    }),
    redirect: "manual",
  });
  expect(signUp.status).toBe(302);
  owner = cookieFrom(signUp);
  const profile = await json("POST", "/api/profile/complete", {
    firstName: "Ana",
    lastName: "Print",
    username: USERNAME,
  });
  expect(profile.status).toBe(200);
  const preferences = await call("/account?tab=settings", {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "save-preferences", defaultLicense: "CC-BY-SA-4.0" }),
  });
  expect(preferences.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a public photo page's licence and ImageObject", () => {
  it("gives the rights Lightroom wrote and the photo's CC licence, linked", async () => {
    const id = await publicPhoto(LIGHTROOM, "DSC_0042.jpg");
    const { html, ld } = await visit(`/photos/${id}`);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ImageObject",
      creator: { "@type": "Person", name: "Élodie Marchand" },
      creditText: "Lumière Press",
      copyrightNotice: "© 2024 Élodie Marchand",
      license: "https://creativecommons.org/licenses/by-nc/4.0/",
      acquireLicensePage: "https://elodie-marchand.example/licensing",
    });
    // An absolute address of a public web-size copy, one a visitor can fetch.
    const contentUrl = String(ld.contentUrl);
    expect(contentUrl.startsWith(`${server.url}/`)).toBe(true);
    const image = await fetch(contentUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(licenceLine(html)).toContain(
      '<a href="https://creativecommons.org/licenses/by-nc/4.0/" rel="license noopener">CC BY-NC 4.0</a>',
    );
    expect(html).toContain("© 2024 Élodie Marchand");
    expect(html.replaceAll("<!-- -->", "")).toContain("Credit: Lumière Press");
  });

  it("escapes a creator that tries to end the script, and points all rights reserved at the statement", async () => {
    const id = await publicPhoto(LIGHTROOM, "DSC_0042.jpg", {
      rights: { creator: HOSTILE },
      license: "all-rights-reserved",
    });
    const { html, raw, ld } = await visit(`/photos/${id}`);
    expect(raw).not.toMatch(/<\/script|<script|&/i);
    expect(raw).toContain("\\u003c/script\\u003e");
    expect(html).not.toContain('<script>alert("owned")');
    expect(ld.creator).toEqual({ "@type": "Person", name: HOSTILE });
    expect(ld.license).toBe("https://elodie-marchand.example/rights");
    expect(ld.acquireLicensePage).toBe("https://elodie-marchand.example/licensing");
    expect(licenceLine(html)).toBe('<p class="vf-licence__name">Licence: All rights reserved</p>');
  });

  it("falls back to the photographer: their default licence, their name, their contact section", async () => {
    const id = await publicPhoto(MEADOW, "meadow.png");
    for (const address of [`/photos/${id}`, `/${USERNAME}/photos/${id}`]) {
      const { html, ld } = await visit(address);
      expect(ld, address).toMatchObject({
        creator: { "@type": "Person", name: "Ana Print" },
        license: "https://creativecommons.org/licenses/by-sa/4.0/",
        acquireLicensePage: `${server.url}/${USERNAME}#contact`,
        name: "Quiet Meadow",
      });
      expect(ld, address).not.toHaveProperty("creditText");
      expect(ld, address).not.toHaveProperty("copyrightNotice");
      expect(licenceLine(html), address).toContain(
        '<a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license noopener">CC BY-SA 4.0</a>',
      );
    }
  });

  it("names a licence of the photographer's own a custom licence, linked to its address", async () => {
    const own = "https://ana.example/licence?terms=web&lang=en";
    const id = await publicPhoto(MEADOW, "meadow.png", { license: own });
    const { html, ld } = await visit(`/photos/${id}`);
    expect(ld.license).toBe(own);
    expect(licenceLine(html)).toContain(
      '<a href="https://ana.example/licence?terms=web&amp;lang=en" rel="license noopener">Custom licence</a>',
    );
  });
});
