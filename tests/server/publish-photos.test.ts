import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEmbeddedMetadata } from "~/utils/embedded-metadata";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { runPublishPhotos } from "../../scripts/publish-photos/run-publish-photos.test-support";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * `npm run publish-photos`, the reference client of the photographer's API, against the built
 * server (`npm run build` first) with personal access tokens
 * (docs/decisions/0068-personal-access-tokens.md): a folder uploaded, published and gathered in
 * a collection, the files kept as they were, a second run that sends nothing, and the refusals of
 * a read token and a revoked one.
 */

const ROOT = path.resolve(__dirname, "../..");
// Photos from Debian's mate-backgrounds (app/images/__fixtures__/ATTRIBUTION); lightroom.jpg
// carries the IPTC/XMP a photographer types in Lightroom, title and creator among it.
const FIXTURES = path.join(ROOT, "app/images/__fixtures__");
const PHOTOS = ["canon-gps.jpg", "dune.tiff", "flower.webp", "lightroom.jpg", "meadow.png"];
const PASSWORD = "publish-photos-password";
const RUN_TIMEOUT_MS = 120_000;

const work = mkdtempSync(path.join(tmpdir(), "viewfinder-publish-photos-"));
const dataDir = path.join(work, "data");
const folder = path.join(work, "Iceland");
let server: RunningServer;
let cookie = "";
let collection: { id: string; slug: string };

interface PhotoSeen {
  id: string;
  userId: string;
  title: string;
  isPublic: boolean;
}

const publish = (args: string[], env: Record<string, string> = {}) =>
  runPublishPhotos(["--site", server.url, ...args], env);

const api = async (method: string, pathname: string, body?: unknown) => {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      Cookie: cookie,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
};

async function makeToken(name: string, scope: "read" | "write") {
  const made = await api("POST", "/api/tokens", { name, scope });
  expect(made.status, made.text).toBe(201);
  return made.json() as { id: string; token: string };
}

const myPhotos = async () => (await api("GET", "/api/user/photos")).json() as PhotoSeen[];

beforeAll(async () => {
  // A photographer with a portfolio address: tokens speak for accounts that have one.
  mkdirSync(dataDir);
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "ana@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "ana",
    firstName: "Ana",
    lastName: "Lens",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookie = await signIn(server, "ana@example.test", PASSWORD);
  const made = await api("POST", "/api/collections", { title: "Iceland 2026" });
  expect(made.status, made.text).toBe(201);
  collection = made.json();
  mkdirSync(folder);
  for (const name of PHOTOS) copyFileSync(path.join(FIXTURES, name), path.join(folder, name));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run publish-photos", () => {
  it(
    "uploads a folder with a write token, makes it public in a collection, files unchanged",
    async () => {
      const { token } = await makeToken("Laptop", "write");
      const run = await publish([
        "--token",
        token,
        "--collection",
        collection.slug,
        "--public",
        folder,
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("5 uploaded, 0 already there, 0 failed");
      for (const name of PHOTOS) expect(run.stdout).toContain(`uploaded ${name}`);
      expect(run.stdout + run.stderr).not.toContain(token);

      const photos = await myPhotos();
      expect(photos).toHaveLength(5);
      expect(photos.every((photo) => photo.isPublic)).toBe(true);
      const inCollection = (await api("GET", `/api/collections/${collection.id}`)).json();
      expect([...inCollection.photoIds].sort()).toEqual(photos.map((p) => p.id).sort());

      // The site read the file's own IPTC/XMP title, and keeps the original as it was sent.
      const crown = photos.find((photo) => photo.title === "Crown of a falling drop");
      expect(crown).toBeDefined();
      const original = await fetch(
        `${server.url}/media/photo/${crown!.userId}/${crown!.id}/original`,
        { headers: { Cookie: cookie } },
      );
      expect(original.status).toBe(200);
      const bytes = Buffer.from(await original.arrayBuffer());
      expect(bytes.equals(readFileSync(path.join(folder, "lightroom.jpg")))).toBe(true);
      const embedded = await readEmbeddedMetadata(bytes);
      expect(embedded.rights.creator).toBe("Élodie Marchand");
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "sends nothing the second time, with the token from VIEWFINDER_TOKEN",
    async () => {
      const { token } = await makeToken("Second run", "write");
      const run = await publish(["--collection", collection.slug, "--public", folder], {
        VIEWFINDER_TOKEN: token,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("0 uploaded, 5 already there, 0 failed");
      expect(await myPhotos()).toHaveLength(5);
      const inCollection = (await api("GET", `/api/collections/${collection.id}`)).json();
      expect(inCollection.photoIds).toHaveLength(5);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "refuses to publish with a read token and uploads nothing",
    async () => {
      const newFolder = path.join(work, "New");
      mkdirSync(newFolder);
      copyFileSync(path.join(FIXTURES, "storm-rotated.jpg"), path.join(newFolder, "Storm.jpg"));
      const { token } = await makeToken("Read only", "read");
      const run = await publish(["--token", token, newFolder]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/refused the token \(403\): .*can only read.*write scope/);
      expect(run.stdout + run.stderr).not.toContain(token);
      expect(await myPhotos()).toHaveLength(5);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "says a revoked token was refused",
    async () => {
      const { id, token } = await makeToken("Old laptop", "write");
      const revoked = await api("DELETE", `/api/tokens/${id}`);
      expect(revoked.status, revoked.text).toBeLessThan(300);
      const run = await publish(["--token", token, folder]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/refused the token \(401\): .*revoked/);
      expect(run.stdout + run.stderr).not.toContain(token);
    },
    RUN_TIMEOUT_MS,
  );
});
