import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteEngine } from "~/data/sqlite-engine.server";
import { userSchema } from "~/data/users.server";
import { logMessages } from "./log-lines";
import { startServer, type RunningServer } from "./server-process";

/**
 * docs/decisions/0014-absolute-urls-from-site-url.md: absolute URLs come from SITE_URL, never from
 * a forged Host header in anything a shared cache may keep; every URL the sitemap lists answers;
 * production start-up says when SITE_URL is unset or not https.
 */

const seededDir = mkdtempSync(path.join(tmpdir(), "viewfinder-public-urls-"));
const emptyDir = mkdtempSync(path.join(tmpdir(), "viewfinder-public-urls-empty-"));
const servers: RunningServer[] = [];
let unset: RunningServer;

async function start(env: Record<string, string>) {
  const server = await startServer({ RATE_LIMITS: "false", ...env });
  servers.push(server);
  return server;
}

/** A GET with a Host header of the caller's choosing (fetch does not let one set it). */
function getWithHost(server: RunningServer, pathname: string, host: string) {
  return new Promise<{ status: number; cacheControl: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ hostname, port, path: pathname, headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          cacheControl: res.headers["cache-control"] ?? "",
          body,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const locs = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  // The demo photographers, published as a first start seeds them.
  const seeding = await start({ DATA_DIR: seededDir, SEED_DEMO: "true" });
  await seeding.stop();
  // Noor's URL becomes /noor.haddad the way an account stored before full-name keys has it: the
  // next start must index it.
  const engine = await openSqliteEngine(seededDir);
  const users = await engine.collection("users", userSchema);
  const noor = await users.updateOne(
    { usernameKey: "noor-haddad" },
    { $set: { portfolioUrlType: "fullname_dot" } },
  );
  expect(noor).not.toBeNull();
  await engine.close();
  unset = await start({ DATA_DIR: seededDir, SITE_URL: "" });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(seededDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
}, 60_000);

describe("the sitemap", () => {
  it("lists only URLs that answer 200: portfolios, full-name ones too, and photo pages", async () => {
    const response = await fetch(`${unset.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const urls = locs(await response.text());
    expect(urls).toContain(`${unset.url}/noor.haddad`);
    expect(urls.filter((url) => /\/photos\/[^/]+$/.test(url)).length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const url of urls) {
      expect(url.startsWith(`${unset.url}/`)).toBe(true);
      const page = await fetch(url, { redirect: "manual" });
      if (page.status !== 200) failures.push(`${page.status} ${url}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("a forged Host header with SITE_URL unset", () => {
  it("reaches the sitemap and robots.txt only in answers no cache may keep", async () => {
    for (const file of ["/sitemap.xml", "/robots.txt"]) {
      const forged = await getWithHost(unset, file, "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.body).toContain("http://evil.example/");
      expect(forged.cacheControl).toBe("private, no-store");
    }
  });

  it("never reaches a portfolio page or a photo page", async () => {
    const sitemap = await (await fetch(`${unset.url}/sitemap.xml`)).text();
    const photoPage = locs(sitemap).find((url) => url.includes("/photos/"))!;
    for (const page of ["/elena-marsh", "/noor.haddad", new URL(photoPage).pathname]) {
      const forged = await getWithHost(unset, page, "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.body).toContain('property="og:title"');
      expect(forged.body).not.toContain("evil.example");
      expect(forged.body).not.toContain('property="og:url"');
      expect(forged.body).not.toContain('property="og:image"');
    }
  });

  it("is what the production log warns about at start, in one line", () => {
    const lines = logMessages(unset.output());
    expect(lines.filter((line) => line.startsWith("WARNING: SITE_URL is unset"))).toHaveLength(1);
  });
});

describe("with SITE_URL set", () => {
  it("absolute URLs are SITE_URL's whatever the Host, and public caches may keep them", async () => {
    const server = await start({ DATA_DIR: emptyDir, SITE_URL: "https://photos.example" });
    const sitemap = await getWithHost(server, "/sitemap.xml", "evil.example");
    expect(locs(sitemap.body)).toEqual(["https://photos.example/"]);
    expect(sitemap.cacheControl).toBe("public, max-age=600");
    const robots = await getWithHost(server, "/robots.txt", "evil.example");
    expect(robots.body).toContain("Sitemap: https://photos.example/sitemap.xml");
    expect(robots.body).not.toContain("evil.example");
    expect(robots.cacheControl).toBe("public, max-age=3600");
    expect(server.output()).not.toContain("WARNING: SITE_URL");
    await server.stop();
  });

  it("but not https, the production log warns that cookies lack Secure, in one line", async () => {
    const server = await start({ DATA_DIR: emptyDir });
    const warnings = logMessages(server.output()).filter((line) =>
      line.startsWith("WARNING: SITE_URL"),
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /^WARNING: SITE_URL \(http:\/\/127\.0\.0\.1:\d+\) is not https: session cookies are sent without Secure/,
      ),
    ]);
    await server.stop();
  });
});
