import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * What the stored public copies of a photo carry, read back with exiftool through the built
 * server (`npx remix build` first): the rights, the licence that applies and the AI-training
 * notice, never the position, serial number or owner (ADR 46); nothing when the photographer
 * turned rights off; and, after the rights are edited, copies re-made with the new text and the
 * old files gone (ADR 48).
 */

const LIGHTROOM = readFileSync(
  path.resolve(__dirname, "../../app/images/__fixtures__/lightroom.jpg"),
);
const CREATOR = "Élodie Marchand";
const NOTICE = "© 2024 Élodie Marchand";
const BY_NC = "https://creativecommons.org/licenses/by-nc/4.0/";
const NO_AI_TRAINING = "http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-rights-in-derivatives-"));
const filesDir = mkdtempSync(path.join(tmpdir(), "viewfinder-rights-files-"));
let server: RunningServer;

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "rights-password",
      confirmPassword: "rights-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

const call = (cookie: string, url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, { ...init, headers: { Cookie: cookie, ...(init.headers ?? {}) } });

interface PhotoJson {
  id: string;
  sources: Record<"avif" | "webp" | "jpeg", string>;
}

async function upload(cookie: string): Promise<PhotoJson> {
  const form = new FormData();
  form.set("category", "macro");
  form.set("title", "");
  form.set("image", new Blob([new Uint8Array(LIGHTROOM)]), "DSC_0042.jpg");
  const response = await call(cookie, "/api/photos/upload", { method: "POST", body: form });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return photoJson(cookie, id);
}

async function photoJson(cookie: string, id: string): Promise<PhotoJson> {
  const response = await call(cookie, `/api/user/photos/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PhotoJson;
}

/** Every derivative URL the photo lists, in every format. */
const urlsOf = (photo: PhotoJson) =>
  Object.values(photo.sources)
    .flatMap((srcset) => srcset.split(", "))
    .filter(Boolean)
    .map((entry) => entry.split(" ")[0]!);

type Tags = Record<string, unknown>;

/** Downloads each derivative as its owner and reads it with exiftool, by URL. */
async function metadataOf(cookie: string, photo: PhotoJson): Promise<Map<string, Tags>> {
  const urls = urlsOf(photo);
  expect(urls.length).toBeGreaterThanOrEqual(3);
  const files = await Promise.all(
    urls.map(async (url, i) => {
      const response = await call(cookie, url);
      expect(response.status, url).toBe(200);
      const file = path.join(filesDir, `${photo.id}-${i}${path.extname(url)}`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      return file;
    }),
  );
  const tags = JSON.parse(
    execFileSync("/usr/bin/exiftool", ["-j", "-G1", "-a", ...files], { encoding: "utf8" }),
  ) as Tags[];
  return new Map(urls.map((url, i) => [url, tags[i]!]));
}

/** Nothing that locates, identifies a camera or names its owner, in any group. */
function expectNothingPrivate(url: string, tags: Tags) {
  const names = Object.keys(tags).join(" ");
  expect(names, url).not.toMatch(/GPS|SerialNumber|MakerNote|OwnerName|:Make\b|:Model\b/);
}

/** Files stored in the photo's folder, by name: not the original, not the stores' sidecars. */
function storedNames(photoId: string): string[] {
  const users = path.join(dataDir, "storage", "photo");
  for (const user of readdirSync(users)) {
    const folder = path.join(users, user, photoId);
    try {
      return readdirSync(folder).filter((name) => name !== "original" && !name.startsWith("."));
    } catch {
      continue;
    }
  }
  return [];
}

/** Waits for the visible outcome of the background re-make: the photo lists other files. */
async function rematerialised(cookie: string, before: PhotoJson): Promise<PhotoJson> {
  const previous = new Set(urlsOf(before));
  for (;;) {
    const now = await photoJson(cookie, before.id);
    const urls = urlsOf(now);
    if (urls.length && urls.every((url) => !previous.has(url))) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("rights in the stored public copies", () => {
  let owner = "";
  let uploaded: PhotoJson;

  it("every AVIF, WebP and JPEG of an upload carries its creator, notice, licence and the AI-training reservation, and nothing private", async () => {
    owner = await signUp("rights-files@example.test");
    uploaded = await upload(owner);
    const all = await metadataOf(owner, uploaded);
    const formats = new Set([...all.keys()].map((url) => path.extname(url)));
    expect(formats).toEqual(new Set([".avif", ".webp", ".jpg"]));
    for (const [url, tags] of all) {
      expect(tags, url).toMatchObject({
        "XMP-dc:Creator": CREATOR,
        "XMP-dc:Rights": NOTICE,
        "XMP-cc:License": BY_NC,
        "XMP-plus:DataMining": NO_AI_TRAINING,
      });
      expectNothingPrivate(url, tags);
    }
  });

  it("re-makes the copies with the new notice after a PATCH, and deletes the old files", async () => {
    const oldNames = storedNames(uploaded.id);
    expect(oldNames.length).toBe(urlsOf(uploaded).length);
    const response = await call(owner, `/api/user/photos/${uploaded.id}`, {
      method: "PATCH",
      body: JSON.stringify({ rights: { copyrightNotice: "© 2025 Lumière Press" } }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
    const remade = await rematerialised(owner, uploaded);
    for (const [url, tags] of await metadataOf(owner, remade)) {
      expect(tags, url).toMatchObject({
        "XMP-dc:Creator": CREATOR,
        "XMP-dc:Rights": "© 2025 Lumière Press",
        "XMP-cc:License": BY_NC,
      });
      expectNothingPrivate(url, tags);
    }
    const names = storedNames(uploaded.id);
    for (const old of oldNames) expect(names).not.toContain(old);
    for (const url of urlsOf(uploaded)) expect((await call(owner, url)).status, url).toBe(404);
  });

  it("re-makes the copies without the reservation once the photographer allows AI training, and says when it is done", async () => {
    const profile = await call(owner, "/api/profile/complete", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Elodie", lastName: "Marchand", username: "elodie" }),
    });
    expect(profile.status).toBe(200);
    const before = await photoJson(owner, uploaded.id);
    const saved = await call(owner, "/account?tab=settings", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        intent: "save-preferences",
        defaultLicense: "all-rights-reserved",
        embedRights: "on",
      }),
    });
    expect(saved.status).toBe(200);
    const remade = await rematerialised(owner, before);
    for (const [url, tags] of await metadataOf(owner, remade)) {
      expect(tags, url).toMatchObject({ "XMP-dc:Rights": "© 2025 Lumière Press" });
      expect(tags, url).not.toHaveProperty("XMP-plus:DataMining");
    }
    const progress = await call(owner, "/api/user/rights-progress");
    expect(await progress.json()).toEqual({ done: 0, total: 0, message: null });
  });

  it("carries no metadata at all for a photographer who turned 'rights in images' off", async () => {
    const cookie = await signUp("no-rights-files@example.test");
    const profile = await call(cookie, "/api/profile/complete", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Nora", lastName: "Quiet", username: "nora" }),
    });
    expect(profile.status).toBe(200);
    const saved = await call(cookie, "/account?tab=settings", {
      method: "POST",
      redirect: "manual",
      // embedRights unticked: absent from the form.
      body: new URLSearchParams({
        intent: "save-preferences",
        defaultLicense: "all-rights-reserved",
        reserveFromAiTraining: "on",
      }),
    });
    expect(saved.status).toBe(200);
    const photo = await upload(cookie);
    for (const [url, tags] of await metadataOf(cookie, photo)) {
      expect(
        Object.keys(tags).filter((name) => name.startsWith("XMP")),
        url,
      ).toEqual([]);
      expect(tags, url).not.toHaveProperty("IFD0:Artist");
      expect(tags, url).not.toHaveProperty("IFD0:Copyright");
      expectNothingPrivate(url, tags);
    }
  });
});
