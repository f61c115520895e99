import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./server-process";

// The production server sends the build's scripts and stylesheets as `npm run build` compressed
// them (scripts/compress-build-assets.mjs): brotli or gzip as the browser accepts, the same bytes
// once decoded, cacheable for a year.

const BUILD = path.resolve(__dirname, "../../public/build");
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-build-assets-"));
let server: RunningServer;
let script: string;
let stylesheet: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: fetch would decode the body and hide its encoding. */
function get(pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
    const req = request({ hostname, port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  const html = (await get("/")).body.toString("utf8");
  // The page's largest script (tiny files, under 512 bytes, are left as they are).
  const scripts = [...new Set([...html.matchAll(/\/build\/[^"]+\.js/g)].map((m) => m[0]))];
  const sizes = await Promise.all(scripts.map(async (url) => (await get(url)).body.length));
  script = scripts[sizes.indexOf(Math.max(...sizes))]!;
  stylesheet = html.match(/\/build\/_assets\/app-[^"]+\.css/)![0];
}, 150_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the build's scripts and stylesheets", () => {
  it("go out brotli-compressed to a browser that takes brotli, the same bytes once decoded", async () => {
    for (const asset of [script, stylesheet]) {
      const plain = await get(asset);
      expect(plain.status, asset).toBe(200);
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      const br = await get(asset, "gzip, deflate, br");
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(br.headers["vary"], asset).toMatch(/Accept-Encoding/i);
      expect(String(br.headers["content-type"]).toLowerCase(), asset).toBe(
        String(plain.headers["content-type"]).toLowerCase(),
      );
      expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
      // Compressed by the build, not on the way: the very bytes of the file beside it, whose
      // length is known up front (on-the-fly compression streams without one).
      expect(br.body.equals(readFileSync(path.join(BUILD, `${asset.slice(6)}.br`))), asset).toBe(
        true,
      );
      expect(Number(br.headers["content-length"]), asset).toBe(br.body.length);
      expect(br.body.length, asset).toBeLessThan(plain.body.length);
    }
  });

  it("go out gzip-compressed to a browser without brotli", async () => {
    const plain = await get(script);
    const gz = await get(script, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it("stay cacheable for a year, whatever the encoding", async () => {
    for (const encoding of [undefined, "br", "gzip"]) {
      const answer = await get(script, encoding);
      expect(answer.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
    }
  });
});
