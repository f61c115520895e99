import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * The admin hero-banner API of docs/product.md#api-calls against the built server (`npm run build`
 * first): upload by file through the pipeline, refusals, edit, default rules, delete with its
 * files, colour extraction, and the home page's hero then served with a srcset.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "hero-api-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-hero-api-"));
let server: RunningServer;
let admin = "";

interface HeroJson {
  id: string;
  name: string;
  title: string | null;
  url: string;
  isDefault: boolean;
  colorAnalysisComplete: boolean;
  colors: { hex: string }[];
  picture: { sources: { avif: string; webp: string; jpeg: string }; width: number } | null;
}

const api = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, {
    ...init,
    headers: { Cookie: admin, ...(init.headers as Record<string, string>) },
  });
const json = (method: string, pathname: string, body: unknown) =>
  api(pathname, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

function upload(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("image", new Blob([new Uint8Array(file.bytes)]), file.name);
  return api("/api/admin/hero-images/upload", { method: "POST", body: form });
}
const fixtureFile = (name: string) => ({ name, bytes: readFileSync(path.join(FIXTURES, name)) });

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "curator@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "curator",
    role: "admin",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "curator@example.test",
      password: PASSWORD,
    }),
    redirect: "manual",
  });
  admin = cookieFrom(response);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the admin hero-banner API", () => {
  let first: HeroJson;
  let second: HeroJson;

  it("uploads a file through the pipeline: 201, derivatives, colours, and the first is the default", async () => {
    const response = await upload(
      { name: "Blinds", title: "Green Blinds", description: "Light through blinds", imageUrl: "" },
      fixtureFile("canon-gps.jpg"),
    );
    expect(response.status).toBe(201);
    first = await response.json();
    expect(first).toMatchObject({ name: "Blinds", isDefault: true, colorAnalysisComplete: true });
    expect(first.picture?.sources.avif).toMatch(/^\/media\/hero\/\S+\.avif \d+w/);
    expect(first.picture?.sources.webp).toMatch(/\.webp \d+w/);
    const served = await fetch(`${server.url}${first.picture!.sources.avif.split(" ")[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/avif");

    const list: HeroJson[] = await (await api("/api/admin/hero-images")).json();
    expect(list.map((h) => h.id)).toEqual([first.id]);
  });

  it("refuses a missing name, neither or both sources, and a loopback URL before connecting", async () => {
    const trap = createServer((_req, res) => res.end("trap reached"));
    let connections = 0;
    trap.on("connection", () => connections++);
    trap.listen(0, "127.0.0.1");
    await once(trap, "listening");
    const { port } = trap.address() as { port: number };
    try {
      const refusal = async (response: Response) => [
        response.status,
        (await response.json()).message,
      ];
      expect(await refusal(await upload({ name: "" }, fixtureFile("flower.webp")))).toEqual([
        400,
        "Hero image name is required",
      ]);
      expect(await refusal(await upload({ name: "x" }))).toEqual([
        400,
        "Choose an image file or enter an image URL.",
      ]);
      expect(
        await refusal(
          await upload(
            { name: "x", imageUrl: "https://a.example.test/b.jpg" },
            fixtureFile("flower.webp"),
          ),
        ),
      ).toEqual([400, "Choose an image file or enter an image URL, not both."]);
      expect(
        await refusal(await upload({ name: "x", imageUrl: "ftp://a.example.test/b.jpg" })),
      ).toEqual([400, "Please enter a full web address starting with http:// or https://."]);
      expect(
        await refusal(await upload({ name: "x", imageUrl: `http://127.0.0.1:${port}/x.jpg` })),
      ).toEqual([400, "That address is not allowed"]);
      expect(
        await refusal(await upload({ name: "x", imageUrl: `http://localhost:${port}/x.jpg` })),
      ).toEqual([400, "That address is not allowed"]);
      expect(connections).toBe(0);
    } finally {
      trap.close();
    }
    const list: HeroJson[] = await (await api("/api/admin/hero-images")).json();
    expect(list).toHaveLength(1);
  });

  it("edits a banner; the name stays required", async () => {
    const refused = await json("PATCH", `/api/admin/hero-images/${first.id}`, { name: " " });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("Hero image name is required");
    const edited = await json("PATCH", `/api/admin/hero-images/${first.id}`, {
      name: "Blinds at noon",
      title: null,
      description: "Shade",
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Blinds at noon", title: null });
    const missing = await json("PATCH", "/api/admin/hero-images/no-such-id", { name: "x" });
    expect(missing.status).toBe(404);
  });

  it("keeps one default: the default cannot be deleted; deleting another removes its files", async () => {
    second = await (await upload({ name: "Meadow" }, fixtureFile("meadow.png"))).json();
    expect(second.isDefault).toBe(false);
    const refused = await api(`/api/admin/hero-images/${first.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);

    const made = await api(`/api/admin/hero-images/${second.id}/set-default`, { method: "POST" });
    expect(made.status).toBe(200);
    const list: HeroJson[] = await (await api("/api/admin/hero-images")).json();
    expect(list.filter((h) => h.isDefault).map((h) => h.id)).toEqual([second.id]);

    const deleted = await api(`/api/admin/hero-images/${first.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(existsSync(path.join(dataDir, "storage", "hero", first.id))).toBe(false);
    expect((await fetch(`${server.url}${first.url}`)).status).toBe(404);
  });

  it("the default hero call needs both fields and takes one of our banners by its URL", async () => {
    const missing = await json("POST", "/api/hero-images/default", { imageUrl: second.url });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(
      "Missing information: Please provide both image URL and title",
    );
    const set = await json("POST", "/api/hero-images/default", {
      imageUrl: second.url,
      title: "Meadow in June",
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      id: second.id,
      title: "Meadow in June",
      isDefault: true,
    });
    expect(await (await fetch(`${server.url}/api/hero-images/default`)).json()).toMatchObject({
      id: second.id,
    });
  });

  it("extracts colours for one banner and for all", async () => {
    const one = await api(`/api/hero-images/${second.id}/extract-colors`, { method: "POST" });
    expect(one.status).toBe(200);
    expect((await one.json()).colors.length).toBeGreaterThan(0);
    const all = await api("/api/hero-images/extract-all-colors", { method: "POST" });
    expect(await all.json()).toEqual({ successCount: 1, errorCount: 0 });
  });

  it("the home page serves the default hero as a <picture> with srcset, sizes and high priority", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const hero = /<div class="vf-hero-background"[\s\S]*?<\/picture>/.exec(html)?.[0] ?? "";
    expect(hero).toMatch(/<source type="image\/avif" srcSet="\/media\/hero\/[^"]+ 320w,/i);
    expect(hero).toMatch(/<source type="image\/webp" srcSet="/i);
    expect(hero).toMatch(/<img [^>]*srcSet="\/media\/hero\/[^"]+\.jpg 320w/i);
    expect(hero).toContain('sizes="100vw"');
    expect(hero).toContain('fetchpriority="high"');
  });
});
