import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LICENSE_MESSAGES } from "~/utils/photo-rights";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * A photo's rights and licence through the built server: what Lightroom wrote into the file fills
 * an upload, and GET and PATCH show and change them (`npx remix build` first). The export's share
 * is app/services/export/photographer-export.test.ts.
 */

const LIGHTROOM = readFileSync(
  path.resolve(__dirname, "../../app/images/__fixtures__/lightroom.jpg"),
);
const RIGHTS = {
  creator: "Élodie Marchand",
  copyrightNotice: "© 2024 Élodie Marchand",
  creditLine: "Lumière Press",
  usageTerms: "Licensed under CC BY-NC 4.0. For commercial use, ask through the licensor URL.",
  webStatement: "https://elodie-marchand.example/rights",
  licensorUrl: "https://elodie-marchand.example/licensing",
};

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-photo-rights-api-"));
let server: RunningServer;
let owner = "";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "lightroom@example.test",
      password: "rights-password",
      confirmPassword: "rights-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  owner = cookieFrom(response);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, { ...init, headers: { Cookie: owner, ...(init.headers ?? {}) } });

const patch = (id: string, body: unknown) =>
  call(`/api/user/photos/${id}`, {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

async function upload(fields: Record<string, string>) {
  const form = new FormData();
  form.set("category", "macro");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("image", new Blob([new Uint8Array(LIGHTROOM)]), "DSC_0042.jpg");
  const response = await call("/api/photos/upload", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

describe("a photo's rights and licence through the API", () => {
  it("fills what was left empty from the file, keeps its rights, and GET returns them", async () => {
    const { id } = await upload({ title: "", description: "" });
    const photo = await (await call(`/api/user/photos/${id}`)).json();
    expect(photo).toMatchObject({
      title: "Crown of a falling drop",
      description: "A drop of water lands in a still basin and throws up a crown of spray.",
      tags: ["water", "drop", "splash", "macro"],
      aiAltText:
        "A water droplet splashing into grey-blue water, forming a crown-shaped ring of spray.",
      rights: RIGHTS,
      license: "CC-BY-NC-4.0",
    });
  });

  it("keeps a typed title over the file's", async () => {
    const photo = await upload({ title: "Splash" });
    expect(photo.title).toBe("Splash");
  });

  it("changes the licence and rights by PATCH; an invalid licence is 400 and changes nothing", async () => {
    const { id } = await upload({ title: "Splash" });
    const changed = await patch(id, {
      license: "CC-BY-4.0",
      rights: { creditLine: "", creator: " Élodie M. " },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      license: "CC-BY-4.0",
      rights: { ...RIGHTS, creditLine: null, creator: "Élodie M." },
    });

    const refused = await patch(id, { title: "Renamed", license: "GPL-3.0" });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { message: LICENSE_MESSAGES.invalid },
    ]);
    const badUrl = await patch(id, { rights: { webStatement: "not a web address" } });
    expect(badUrl.status).toBe(400);
    expect(await (await call(`/api/user/photos/${id}`)).json()).toMatchObject({
      title: "Splash",
      license: "CC-BY-4.0",
      rights: { webStatement: RIGHTS.webStatement, creator: "Élodie M." },
    });
  });
});
