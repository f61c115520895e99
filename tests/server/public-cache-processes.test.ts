import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * docs/decisions/0026-public-page-cache.md: "a photo made private ... is gone ... including when a
 * second app process made the change". Two built app processes (`npm run build` first) on one
 * MongoDB — only where MONGODB_URI is set: no MongoDB server can run on this machine. The same
 * mechanism over one shared collection is covered by
 * app/server/public-cache/version-follower.test.ts.
 */
const mongodbUri = process.env.MONGODB_URI;
const FIXTURE = path.resolve(__dirname, "../../app/images/__fixtures__/canon-gps.jpg");
const TITLE = "Lighthouse in the fog";

describe.skipIf(!mongodbUri)("two app processes on one MongoDB", () => {
  const uri = (mongodbUri ?? "").replace(
    /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/,
    `$1/viewfinder-cache-${randomUUID().slice(0, 8)}`,
  );
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "viewfinder-cache-proc-")));
  let writer: RunningServer;
  let reader: RunningServer;
  let photoId = "";
  let cookie = "";

  beforeAll(async () => {
    const env = (dataDir: string) => ({
      MONGODB_URI: uri,
      DATA_DIR: dataDir,
      RATE_LIMITS: "false",
    });
    writer = await startServer(env(dirs[0]!));
    reader = await startServer(env(dirs[1]!));
    const signUp = await fetch(`${writer.url}/signup`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        name__confirm: "",
        email: "pat@example.test",
        password: "processes-pass-1",
        confirmPassword: "processes-pass-1",
      }),
    });
    cookie = cookieFrom(signUp);
    const json = { Cookie: cookie, "Content-Type": "application/json" };
    await fetch(`${writer.url}/api/profile/complete`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ firstName: "Pat", lastName: "Moss", username: "pat" }),
    });
    const form = new FormData();
    form.set("image", new Blob([readFileSync(FIXTURE)]), "fog.jpg");
    form.set("title", TITLE);
    form.set("category", "landscape");
    const upload = await fetch(`${writer.url}/api/photos/upload`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    photoId = ((await upload.json()) as { id: string }).id;
    await fetch(`${writer.url}/api/user/photos/${photoId}/public`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ isPublic: true }),
    });
  }, 180_000);

  afterAll(async () => {
    await writer?.stop();
    await reader?.stop();
    const connection = await mongoose.createConnection(uri).asPromise();
    await connection.dropDatabase();
    await connection.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("the other process drops the photo from its kept pages within a second", async () => {
    const addresses = ["/pat", "/api/portfolio/pat/photos", "/api/photos"];
    for (const address of addresses) {
      await fetch(`${reader.url}${address}`);
      const kept = await fetch(`${reader.url}${address}`);
      expect(kept.headers.get("x-cache"), address).toBe("HIT");
      expect(await kept.text(), address).toContain(TITLE);
    }
    const hidden = await fetch(`${writer.url}/api/user/photos/${photoId}/public`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ isPublic: false }),
    });
    expect(hidden.status).toBe(200);
    // The reader polls the shared version every 500 ms.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const address of addresses) {
      expect(await (await fetch(`${reader.url}${address}`)).text(), address).not.toContain(TITLE);
    }
    expect((await fetch(`${reader.url}/pat/photos/${photoId}`)).status).toBe(404);
  });
});
