import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Full-name portfolio URLs for names with spaces, apostrophes, accents and other scripts: the
 * link the site shows (sitemap, portfolio API) opens that photographer's portfolio, and a
 * category named in Cyrillic is accepted and filters the portfolio
 * (docs/decisions/0040-slugs-by-transliteration.md).
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "full-name-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-full-names-"));
let server: RunningServer;

const PEOPLE = [
  { username: "mary", firstName: "Mary Ann", lastName: "O'Neil", type: "fullname_dash" },
  { username: "jose", firstName: "José", lastName: "Núñez", type: "fullname_dot" },
  { username: "nils", firstName: "Øyvind", lastName: "Ærø", type: "fullname_dash" },
  // Nothing to transliterate: the username is the URL.
  { username: "stars", firstName: "✨✨", lastName: "☃", type: "fullname_dot" },
] as const;
const photoIds: Record<string, string> = {};

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const store = createLocalStore(path.join(dataDir, "storage"));
  const passwordHash = await hashPassword(PASSWORD);
  for (const person of PEOPLE) {
    const user = await database.users.create({
      email: `${person.username}@example.test`,
      passwordHash,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      portfolioUrlType: person.type,
    });
    // One public photo each, with a real derivative, so the sitemap lists the portfolio.
    for (const [title, category] of [
      [`${person.username} by the sea`, "nature"],
      [`${person.username} in town`, "urban"],
    ]) {
      const photo = await database.photos.create({
        userId: user.id,
        title,
        category,
        isPublic: true,
      });
      const key = `photo/${user.id}/${photo.id}/w800-0a1b2c3d.jpg`;
      await store.put(key, readFileSync(path.join(FIXTURES, "canon-gps.jpg")), {
        contentType: "image/jpeg",
      });
      await database.photos.update(photo.id, {
        derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
      });
      photoIds[title] = photo.id;
    }
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url.startsWith("http") ? url : `${server.url}${url}`, init);
  return { status: response.status, body: await response.text() };
};

describe("full-name portfolio URLs", () => {
  it.each([
    ["mary", "/mary-ann-o-neil", "Mary Ann O&#x27;Neil"],
    ["jose", "/jose.nunez", "José Núñez"],
    ["nils", "/oyvind-aero", "Øyvind Ærø"],
    ["stars", "/stars", "✨✨ ☃"],
  ])("%s: the link the site shows is %s and opens the portfolio", async (username, path, name) => {
    const api = await fetch(`${server.url}/api/portfolio/${username}`);
    expect((await api.json()).portfolioUrl).toBe(path);

    const sitemap = (await page("/sitemap.xml")).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const portfolio = locs.find((loc) => loc === `${server.url}${path}`);
    expect(portfolio, sitemap).toBeDefined();

    const opened = await page(portfolio!);
    expect(opened.status).toBe(200);
    expect(opened.body).not.toContain("Portfolio Not Found");
    expect(opened.body).toContain(name);
    expect(opened.body).toContain(`${username} by the sea`);

    // A photo's own page under that portfolio opens too.
    const photo = locs.find((loc) => loc.startsWith(`${portfolio}/photos/`));
    expect((await page(photo!)).status).toBe(200);
  });

  it("accepts a category named 'Пейзаж' and filters the portfolio by it", async () => {
    const cookie = await signIn(server, "mary@example.test", PASSWORD);
    const headers = { cookie, "content-type": "application/json", origin: server.url };
    const created = await fetch(`${server.url}/api/categories/custom`, {
      method: "POST",
      headers,
      body: JSON.stringify({ label: "Пейзаж" }),
    });
    expect(created.status).toBe(201);
    const category = await created.json();
    expect(category).toMatchObject({ label: "Пейзаж", categoryId: "peyzazh" });

    const filed = await fetch(`${server.url}/api/user/photos/${photoIds["mary by the sea"]}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ title: "mary by the sea", category: "peyzazh" }),
    });
    expect(filed.status).toBe(200);

    const filtered = await page("/mary-ann-o-neil?featured=peyzazh");
    expect(filtered.status).toBe(200);
    expect(filtered.body).toContain("Пейзаж");
    expect(filtered.body).toContain("mary by the sea");
    expect(filtered.body).not.toContain("mary in town");
  });
});
