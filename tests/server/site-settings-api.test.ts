import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Admin → Settings' JSON API against the built server (`npm run build` first): who may read and
 * change the settings, what a bad change is told (and that it saves nothing), that a change is
 * kept and shows on public pages, and that the upload limit it sets is the one uploads meet.
 */

const PASSWORD = "settings-api-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-settings-api-"));
let server: RunningServer;
const cookies = { admin: "", user: "" };

const call = (method: string, cookie: string, body?: unknown, type = "application/json") =>
  fetch(`${server.url}/api/admin/settings`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": type }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A real JPEG, padded after its end marker to `bytes`: big to send, quick to decode. */
async function largeJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0x20)]);
}

function upload(image: Buffer) {
  const form = new FormData();
  form.append("title", "Big one");
  form.append("category", "landscape");
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "big.jpg");
  return fetch(`${server.url}/api/photos/upload`, {
    method: "POST",
    headers: { Cookie: cookies.admin },
    body: form,
  });
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  await database.users.create({
    email: "keeper@example.test",
    passwordHash,
    username: "keeper",
    role: "admin",
  });
  await database.users.create({ email: "member@example.test", passwordHash, username: "member" });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false", SITE_NAME: "Env Site" });
  cookies.admin = await signIn(server, "keeper@example.test", PASSWORD);
  cookies.user = await signIn(server, "member@example.test", PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("GET/PATCH /api/admin/settings", () => {
  it("answers only an admin: 401 signed out, 403 for a photographer", async () => {
    expect((await call("GET", "")).status).toBe(401);
    expect((await call("GET", cookies.user)).status).toBe(403);
    expect((await call("PATCH", "", { registration: "closed" })).status).toBe(401);
    const refused = await call("PATCH", cookies.user, { registration: "closed" });
    expect(refused.status).toBe(403);

    const read = await call("GET", cookies.admin);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      registration: "open",
      siteName: "Env Site",
      siteDescription: null,
      defaultTemplate: "classic",
      maxUploadMb: 25,
      aiTrainingDefault: "disallow",
    });
  });

  it("refuses a bad change with a clear message and saves none of it", async () => {
    const cases: [unknown, string][] = [
      [{ registration: "sometimes" }, "Registration must be 'open', 'invite' or 'closed'."],
      [{ maxUploadMb: 500 }, "Maximum upload size may be at most 200 MB."],
      [{ defaultTemplate: "no-such-template" }, "Default template must be one of the installed"],
      [{ siteName: "Kept out", colour: "red" }, "Unrecognized key"],
      [{ siteName: "Kept out", aiTrainingDefault: "perhaps" }, "AI training default must be"],
    ];
    for (const [body, message] of cases) {
      const response = await call("PATCH", cookies.admin, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    const notJson = await call("PATCH", cookies.admin, { siteName: "Kept out" }, "text/plain");
    expect(notJson.status).toBe(415);

    expect(await (await call("GET", cookies.admin)).json()).toMatchObject({
      registration: "open",
      siteName: "Env Site",
      maxUploadMb: 25,
      aiTrainingDefault: "disallow",
    });
  });

  it("keeps a change, and the home page shows the new name at once", async () => {
    expect((await fetch(`${server.url}/`)).ok).toBe(true); // fills the public page cache
    const changed = await call("PATCH", cookies.admin, {
      siteName: "Lens Club",
      siteDescription: "Photographs by the members of the Lens Club.",
      aiTrainingDefault: "allow",
      defaultTemplate: "epic",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ siteName: "Lens Club", defaultTemplate: "epic" });

    expect(await (await call("GET", cookies.admin)).json()).toMatchObject({
      siteName: "Lens Club",
      siteDescription: "Photographs by the members of the Lens Club.",
      aiTrainingDefault: "allow",
      defaultTemplate: "epic",
    });
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("<title>Lens Club</title>");
    expect(home).toContain('content="Photographs by the members of the Lens Club."');
    // Every page's title ends with it, the platform's own pages too.
    const signIn = await (await fetch(`${server.url}/login`)).text();
    expect(signIn).toContain("<title>Sign In · Lens Club</title>");
    const users = await (
      await fetch(`${server.url}/admin/dashboard/users`, { headers: { Cookie: cookies.admin } })
    ).text();
    expect(users).toContain("<title>Users · Admin Dashboard · Lens Club</title>");

    const cleared = await call("PATCH", cookies.admin, { siteName: "", siteDescription: null });
    expect(await cleared.json()).toMatchObject({ siteName: "Env Site", siteDescription: null });
  });
});

describe("the upload limit", () => {
  it("refuses a file over 25MB by default, naming the limit in force, and takes it once raised", async () => {
    const image = await largeJpeg(26 * 1024 * 1024 + 512 * 1024);

    const byDefault = await upload(image);
    expect(byDefault.status).toBe(413);
    expect((await byDefault.json()).message).toBe("File too large: Maximum file size is 25MB.");

    await call("PATCH", cookies.admin, { maxUploadMb: 26 });
    const stillOver = await upload(image);
    expect(stillOver.status).toBe(413);
    expect((await stillOver.json()).message).toBe("File too large: Maximum file size is 26MB.");

    await call("PATCH", cookies.admin, { maxUploadMb: 30 });
    const raised = await upload(image);
    expect(raised.status).toBe(201);
    expect(await raised.json()).toMatchObject({ title: "Big one" });
  }, 120_000);
});
