import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { demoEmail } from "~/services/demo/index.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Template previews (docs/decisions/0045-template-previews.md) against the built server
 * (`npm run build` first): the owner sees their portfolio in another template without applying
 * it; visitors never do, and no preview enters the public page cache; only the picker's
 * miniature may be framed, and only by the site itself.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "preview-password-1";
const DEMO = "elena-marsh";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-template-preview-"));
let server: RunningServer;
const ids = { anaPhoto: "", demoPhoto: "" };
const cookies = { ana: "", bo: "" };

/** A processed-looking public photo: its derivative is a real file in the store. */
async function seedPhoto(database: Awaited<ReturnType<typeof openDatabase>>, userId: string) {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const photo = await database.photos.create({
    userId,
    title: "Dunes",
    category: "nature",
    isPublic: true,
  });
  const key = `photo/${userId}/${photo.id}/w800-0a1b2c3d.jpg`;
  await store.put(key, readFileSync(path.join(FIXTURES, "canon-gps.jpg")), {
    contentType: "image/jpeg",
  });
  await database.photos.update(photo.id, {
    derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
  });
  return photo.id;
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  const ana = await database.users.create({
    email: "ana@example.test",
    passwordHash,
    username: "ana",
    firstName: "Ana",
    lastName: "Lima",
    templateId: "classic",
  });
  ids.anaPhoto = await seedPhoto(database, ana.id);
  // Bo has no photo yet; a demo photographer as SEED_DEMO leaves one.
  await database.users.create({ email: "bo@example.test", passwordHash, username: "bo" });
  const demo = await database.users.create({
    email: demoEmail(DEMO),
    username: DEMO,
    firstName: "Elena",
    lastName: "Marsh",
  });
  ids.demoPhoto = await seedPhoto(database, demo.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookies.ana = await signIn(server, "ana@example.test", PASSWORD);
  cookies.bo = await signIn(server, "bo@example.test", PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

const templateOf = (html: string) => /data-template="([^"]+)"/.exec(html)?.[1];

describe("a visitor", () => {
  it("gets the normal page for ?preview=, and the public cache keeps only that", async () => {
    const previewed = await get("/ana?preview=epic");
    expect(previewed.status).toBe(200);
    const html = await previewed.text();
    expect(templateOf(html)).toBe("classic");
    expect(html).not.toContain("Previewing");
    // The same kept body answers the plain address: the parameter made no copy of its own.
    const plain = await get("/ana");
    expect(plain.headers.get("x-cache")).toBe("HIT");
    expect(templateOf(await plain.text())).toBe("classic");
  });

  it("cannot open a preview or a miniature: they are the owner's, behind sign-in", async () => {
    for (const url of ["/account/template-preview/epic", "/account/template-miniature/epic"]) {
      const response = await get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location"), url).toBe("/");
    }
  });
});

describe("the owner", () => {
  it("previews a template without applying it, privately", async () => {
    const preview = await get("/account/template-preview/epic", cookies.ana);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(templateOf(html)).toBe("epic");
    expect(html).toContain("Previewing <strong>Epic</strong>");
    expect(html).toContain(ids.anaPhoto);
    // Apply posts to the account page's own action, without JavaScript too.
    expect(html).toMatch(/<form method="post" action="\/account\?tab=portfolio"/);
    // The portfolio itself is untouched, for visitors and for the owner.
    expect(templateOf(await (await get("/ana")).text())).toBe("classic");
    expect(templateOf(await (await get("/ana", cookies.ana)).text())).toBe("classic");
  });

  it("gets a 404 for a template that is not installed", async () => {
    const response = await get("/account/template-preview/no-such-template", cookies.ana);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Template not found");
  });

  it("applies the previewed template with its Apply form, and visitors then see it", async () => {
    const applied = await fetch(`${server.url}/account?tab=portfolio`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies.ana, Origin: server.url },
      body: new URLSearchParams({ intent: "set-template", templateId: "monochrome" }),
    });
    expect(applied.status).toBe(200);
    expect(templateOf(await (await get("/ana")).text())).toBe("monochrome");
  });
});

describe("the picker's miniature", () => {
  it("may be framed by the site itself only; every other page by no one", async () => {
    const miniature = await get("/account/template-miniature/epic", cookies.ana);
    expect(miniature.status).toBe(200);
    expect(miniature.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(miniature.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await miniature.text();
    expect(templateOf(html)).toBe("epic");
    expect(html).toContain(ids.anaPhoto);
    // A picture only: no bar, and no script for the frame to refuse.
    expect(html).not.toContain("Previewing");
    expect(html).not.toContain("<script");
    for (const url of ["/account/template-preview/epic", "/account", "/ana"]) {
      const response = await get(url, cookies.ana);
      expect(response.headers.get("content-security-policy"), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get("x-frame-options"), url).toBe("DENY");
    }
  });

  it("shows the demo photographer's photos to a photographer with none public yet", async () => {
    const html = await (await get("/account/template-preview/classic", cookies.bo)).text();
    expect(templateOf(html)).toBe("classic");
    expect(html).toContain(ids.demoPhoto);
    expect(html).toContain("shown with demo photos");
  });
});
