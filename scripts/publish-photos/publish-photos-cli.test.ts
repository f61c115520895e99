import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runPublishPhotos } from "./run-publish-photos.test-support";

/**
 * npm run publish-photos against a stand-in site on loopback: what the real server seldom does
 * on cue (429s, an unreachable site, hundreds of files) and the command line itself.
 * tests/server/publish-photos.test.ts runs it against the built server.
 */

const TOKEN = "vf_stand-in-token-never-printed";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A folder of `count` tiny distinct "photos" (the stand-in site never decodes them). */
function folderOf(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "publish-photos-cli-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  for (let n = 1; n <= count; n++) {
    writeFileSync(path.join(folder, `DSC_${String(n).padStart(4, "0")}.jpg`), `photo ${n}`);
  }
  writeFileSync(path.join(folder, ".DS_Store"), "hidden");
  return folder;
}

async function standInSite(handle: Handler): Promise<string> {
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk));
    request.on("end", () => handle(request, body, response));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(() => void server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const answer = (response: ServerResponse, status: number, value: unknown, headers = {}) =>
  response
    .writeHead(status, { "Content-Type": "application/json", ...headers })
    .end(JSON.stringify(value));

async function publish(args: string[], env: Record<string, string> = {}) {
  const run = await runPublishPhotos(args, env);
  expect(run.stdout + run.stderr).not.toContain(TOKEN);
  return run;
}

describe("npm run publish-photos (stand-in site)", () => {
  it("waits as a 429 asks and sends the photo again", async () => {
    let uploads = 0;
    const site = await standInSite((request, _body, response) => {
      if (request.url === "/api/user/photos/duplicates")
        return answer(response, 200, { duplicates: [] });
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      uploads++;
      if (uploads === 1) return answer(response, 429, { message: "Busy" }, { "Retry-After": "1" });
      answer(response, 201, { id: `photo-${uploads}` });
    });
    const started = Date.now();
    const run = await publish(["--site", site, folderOf(1)], { VIEWFINDER_TOKEN: TOKEN });
    expect(run.code, run.stderr).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(uploads).toBe(2);
    expect(run.stderr).toContain("trying again in 1 s");
    expect(run.stdout).toContain("uploaded DSC_0001.jpg\n1 uploaded, 0 already there, 0 failed");
  });

  it("gives up on a photo after six 429s, says so, and exits 1", async () => {
    let uploads = 0;
    const site = await standInSite((request, _body, response) => {
      if (request.url === "/api/user/photos/duplicates")
        return answer(response, 200, { duplicates: [] });
      uploads++;
      answer(response, 429, { message: "Too many uploads at once." }, { "Retry-After": "0" });
    });
    const run = await publish(["--site", site, "--token", TOKEN, folderOf(1)]);
    expect(run.code).toBe(1);
    expect(uploads).toBe(6);
    expect(run.stdout).toContain("failed DSC_0001.jpg: Too many uploads at once.");
    expect(run.stdout).toContain("0 uploaded, 0 already there, 1 failed");
  }, 30_000);

  it("asks which photos are there at most 200 hashes at a time, and sends none of them", async () => {
    const batches: number[] = [];
    const site = await standInSite((request, body, response) => {
      expect(request.url).toBe("/api/user/photos/duplicates");
      const { sha256 } = JSON.parse(body) as { sha256: string[] };
      batches.push(sha256.length);
      answer(response, 200, {
        duplicates: sha256.map((hash, n) => ({ sha256: hash, photoId: `p${n}`, title: "" })),
      });
    });
    const run = await publish(["--site", site, "--token", TOKEN, folderOf(201)]);
    expect(run.code, run.stderr).toBe(0);
    expect(batches).toEqual([200, 1]);
    expect(run.stdout).toContain("already there DSC_0201.jpg");
    expect(run.stdout).toContain("0 uploaded, 201 already there, 0 failed");
  });

  it("names a collection it cannot find, and sends nothing", async () => {
    const asked: string[] = [];
    const site = await standInSite((request, _body, response) => {
      asked.push(`${request.method} ${request.url}`);
      answer(response, 200, [{ id: "c1", slug: "iceland-2026", title: "Iceland 2026" }]);
    });
    const run = await publish([
      "--site",
      site,
      "--token",
      TOKEN,
      "--collection",
      "norway",
      folderOf(2),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'You have no collection with the address "norway". Yours: iceland-2026.',
    );
    expect(asked).toEqual(["GET /api/collections"]);
  });

  it("says when the site cannot be reached", async () => {
    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const site = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    closed.close();
    await once(closed, "close");
    const run = await publish(["--site", site, "--token", TOKEN, folderOf(1)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Could not reach ${site}`);
  });

  it("refuses bad arguments with exit code 2 and the usage, and explains itself on --help", async () => {
    const folder = folderOf(1);
    const noToken = await publish(["--site", "https://photos.example.test", folder]);
    expect([noToken.code, noToken.stderr]).toEqual([
      2,
      expect.stringContaining("VIEWFINDER_TOKEN"),
    ]);
    const notHttp = await publish(["--site", "photos.example.test", "--token", TOKEN, folder]);
    expect(notHttp.code).toBe(2);
    expect(notHttp.stderr).toContain("--site must be an http(s) address");
    expect(notHttp.stderr).toContain("Usage: npm run publish-photos");
    const noFolder = await publish([
      "--site",
      "https://x.test",
      "--token",
      TOKEN,
      `${folder}-gone`,
    ]);
    expect([noFolder.code, noFolder.stderr]).toEqual([2, expect.stringContaining("No folder at")]);
    const help = await publish(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--collection SLUG");
    expect(help.stdout).toContain("VIEWFINDER_TOKEN");
  });
});
