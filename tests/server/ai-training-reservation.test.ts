import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The AI-training reservation against the built server (`npm run build` first;
 * docs/decisions/0047-ai-training-reservation.md): a reserved photographer's pages and public
 * media answer the TDMRep headers — from the public page cache too — and tdmrep.json and
 * robots.txt name their portfolio; an unreserved photographer's send and get none of it, until
 * they change their mind in Account → Settings.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "reservation-password-1";
const POLICY = "https://ana.example/ai-policy";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-ai-reservation-"));
let server: RunningServer;

interface Photographer {
  id: string;
  photoId: string;
  mediaUrl: string;
}
const ana = {} as Photographer;
const bo = {} as Photographer;

async function seedPhotographer(
  database: Awaited<ReturnType<typeof openDatabase>>,
  into: Photographer,
  fields: { email: string; username: string; aiTraining: "reserved" | "allowed" },
  extra: { tdmPolicyUrl?: string } = {},
) {
  const user = await database.users.create({
    ...fields,
    ...extra,
    passwordHash: await hashPassword(PASSWORD),
  });
  const photo = await database.photos.create({
    userId: user.id,
    title: `${fields.username}'s dunes`,
    category: "nature",
    isPublic: true,
  });
  const key = `photo/${user.id}/${photo.id}/w800-0a1b2c3d.jpg`;
  await createLocalStore(path.join(dataDir, "storage")).put(
    key,
    readFileSync(path.join(FIXTURES, "canon-gps.jpg")),
    { contentType: "image/jpeg" },
  );
  const published = await database.photos.update(photo.id, {
    derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
  });
  Object.assign(into, {
    id: user.id,
    photoId: photo.id,
    mediaUrl: `/media/p/${photo.id}/${published!.publicationKey}/w800-0a1b2c3d.jpg`,
  });
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await seedPhotographer(
    database,
    ana,
    { email: "ana@example.test", username: "ana", aiTraining: "reserved" },
    { tdmPolicyUrl: POLICY },
  );
  await seedPhotographer(database, bo, {
    email: "bo@example.test",
    username: "bo",
    aiTraining: "allowed",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });

const addresses = (who: Photographer, username: string) => [
  `/${username}`,
  `/${username}/photos/${who.photoId}`,
  `/photos/${who.photoId}`,
  who.mediaUrl,
];

describe("a reserved photographer", () => {
  it("has tdm-reservation and tdm-policy on their pages and media, a cached answer included", async () => {
    for (const address of addresses(ana, "ana")) {
      const first = await get(address);
      expect(first.status, address).toBe(200);
      await first.arrayBuffer();
      const second = await get(address);
      await second.arrayBuffer();
      if (!address.startsWith("/media/"))
        expect(second.headers.get("x-cache"), address).toBe("HIT");
      for (const response of [first, second]) {
        expect(response.headers.get("tdm-reservation"), address).toBe("1");
        expect(response.headers.get("tdm-policy"), address).toBe(POLICY);
      }
    }
  });

  it("is named, with each identifier and the photos' media, in tdmrep.json", async () => {
    const response = await get("/.well-known/tdmrep.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const rules = (await response.json()) as Record<string, unknown>[];
    for (const location of ["/ana", "/ana/*", `/${ana.id}/*`, `/media/p/${ana.photoId}/*`]) {
      expect(rules).toContainEqual({ location, "tdm-reservation": 1, "tdm-policy": POLICY });
    }
    expect(JSON.stringify(rules)).not.toContain("/bo");
    expect(JSON.stringify(rules)).not.toContain(bo.photoId);
  });

  it("is closed to the AI-training crawlers in robots.txt, search engines left alone", async () => {
    const robots = await (await get("/robots.txt")).text();
    // Groups are separated by blank lines; a group's user agents come first.
    const groups = robots.split(/\n\n/);
    const everyone = groups.find((group) => group.startsWith("User-agent: *\n"))!;
    expect(everyone).toBe(
      "User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /my-photos\nDisallow: /admin\nDisallow: /api/\nDisallow: /onboarding",
    );
    const aiCrawlers = groups.find((group) => group.includes("User-agent: GPTBot"))!;
    for (const agent of ["CCBot", "Google-Extended", "ClaudeBot", "meta-externalagent"])
      expect(aiCrawlers).toContain(`User-agent: ${agent}`);
    expect(aiCrawlers).toContain("Disallow: /ana$");
    expect(aiCrawlers).toContain("Disallow: /ana/");
    expect(robots).not.toContain("Googlebot");
    expect(robots).not.toMatch(/Disallow: \/bo\b/);
  });
});

describe("an unreserved photographer", () => {
  it("has neither header on their pages and media, a cached answer included", async () => {
    for (const address of addresses(bo, "bo")) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await get(address);
        await response.arrayBuffer();
        expect(response.status, address).toBe(200);
        expect(response.headers.get("tdm-reservation"), address).toBeNull();
        expect(response.headers.get("tdm-policy"), address).toBeNull();
      }
    }
  });

  it("is reserved everywhere at once after ticking the box in Account → Settings", async () => {
    // Cached before the change: the change must empty what was kept.
    await get("/bo");
    await get("/robots.txt");
    await get("/.well-known/tdmrep.json");
    const cookie = await signIn(server, "bo@example.test", PASSWORD);
    const saved = await fetch(`${server.url}/account?tab=settings`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
      body: new URLSearchParams({
        intent: "save-preferences",
        defaultLicense: "all-rights-reserved",
        embedRights: "on",
        reserveFromAiTraining: "on",
      }),
    });
    expect(saved.status).toBe(200);
    for (const address of addresses(bo, "bo")) {
      const response = await get(address);
      expect(response.headers.get("tdm-reservation"), address).toBe("1");
      expect(response.headers.get("tdm-policy"), address).toBeNull();
    }
    expect(await (await get("/robots.txt")).text()).toContain("Disallow: /bo/");
    const rules = (await (await get("/.well-known/tdmrep.json")).json()) as unknown[];
    expect(rules).toContainEqual({ location: "/bo/*", "tdm-reservation": 1 });
  });

  it("keeps everything as it was when the form is refused", async () => {
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const refused = await fetch(`${server.url}/account?tab=settings`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
      body: new URLSearchParams({
        intent: "save-preferences",
        defaultLicense: "all-rights-reserved",
        tdmPolicyUrl: "not an address",
      }),
    });
    expect(refused.status).toBe(400);
    const page = await get("/ana");
    expect(page.headers.get("tdm-reservation")).toBe("1");
    expect(page.headers.get("tdm-policy")).toBe(POLICY);
  });
});
