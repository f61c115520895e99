import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";
import { seedInstallation } from "~/services/ops/test-installation";
import { startTestS3Server, type TestS3Server } from "~/storage/test-s3-server";
import { startServer, type RunningServer } from "../../tests/server/server-process";
import { bundleTools, runTool } from "./run-tool";

/**
 * The move as an operator makes it: the bundled tool on a seeded embedded installation, then the
 * built app (`npm run build` first) started on the source and on the target side by side.
 */

const sourceDir = tempDataDir("viewfinder-migrate-cli-");
const secret = process.env.SESSION_SECRET!;
const { closeDatabase } = await import("~/data/db.server");
const work = mkdtempSync(path.join(tmpdir(), "viewfinder-migrate-cli-work-"));
let tools = "";
let s3: TestS3Server;
const servers: RunningServer[] = [];

beforeAll(async () => {
  tools = bundleTools();
  await seedInstallation();
  await closeDatabase();
  s3 = await startTestS3Server("moved");
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await s3?.stop();
  rmSync(tools, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(sourceDir, { recursive: true, force: true });
});

const migrateTool = (args: string[], env: Record<string, string> = {}) =>
  runTool(tools, "migrate", args, { DATA_DIR: sourceDir, SESSION_SECRET: secret, ...env });

async function bytesOf(server: RunningServer, url: string) {
  const response = await fetch(new URL(url, server.url));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const mediaUrls = (text: string) =>
  [...new Set(text.match(/\/media\/[A-Za-z0-9/._-]+/g) ?? [])].sort();

it("moves to a second data directory and verifies it; a second run changes nothing", async () => {
  const target = path.join(work, "second-disk");
  const first = await migrateTool(["--to-data-dir", target]);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/^Moved and verified:$/m);
  expect(first.stdout).toMatch(
    /^ {2}users +\d+ documents: \d+ added, 0 updated, 0 already there; sha256 [0-9a-f]{16}… matches$/m,
  );
  expect(first.stderr).toMatch(/^Copying stored objects: (\d+)\/\1 done in \d+ s$/m);

  const second = await migrateTool(["--to-data-dir", target]);
  expect(second.code, second.stderr).toBe(0);
  const lines = second.stdout.split("\n").filter((line) => /documents:|stored objects/.test(line));
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) expect(line).toMatch(/ 0 added, 0 updated,| 0 copied,/);
});

it("refuses to move an installation onto itself", async () => {
  const run = await migrateTool(["--to-data-dir", sourceDir]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain("The target database is the source itself");
});

it("moves to local files and s3rver; the app on the target serves the same portfolio and image bytes", async () => {
  const target = path.join(work, "with-s3");
  const s3Env = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };
  const endpoint = s3.options.endpoint!;
  const run = await migrateTool(
    [
      "--to-data-dir",
      target,
      "--to-s3",
      "moved",
      "--s3-endpoint",
      endpoint,
      "--s3-force-path-style",
    ],
    s3Env,
  );
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(
    /stored objects +\d+ \(.+\): \d+ copied, 0 already there; every checksum matches/,
  );

  const [before, after] = await Promise.all([
    startServer({ DATA_DIR: sourceDir, SESSION_SECRET: secret }),
    startServer({
      DATA_DIR: target,
      SESSION_SECRET: secret,
      S3_BUCKET: "moved",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
  ]);
  servers.push(before, after);
  expect(await (await fetch(`${after.url}/healthz`)).json()).toMatchObject({
    engines: { storage: "s3" },
  });

  const api = "/api/portfolio/ana/photos";
  const [photosBefore, photosAfter] = await Promise.all(
    [before, after].map(async (s) => (await fetch(s.url + api)).json()),
  );
  expect(photosAfter).toEqual(photosBefore);
  expect(JSON.stringify(photosAfter)).toContain("Dune at noon");

  const pages = await Promise.all(
    [before, after].map(async (s) => (await fetch(`${s.url}/ana`)).text()),
  );
  const home = await Promise.all(
    [before, after].map(async (s) => (await fetch(`${s.url}/`)).text()),
  );
  const urls = mediaUrls(pages[0] + home[0] + JSON.stringify(photosBefore));
  expect(mediaUrls(pages[1] + home[1] + JSON.stringify(photosAfter))).toEqual(urls);
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    const [original, moved] = await Promise.all([bytesOf(before, url), bytesOf(after, url)]);
    expect(original.status, url).toBe(200);
    expect(moved.status, url).toBe(200);
    expect(moved.body.equals(original.body), url).toBe(true);
  }
}, 120_000);
