// Page speed benchmark (issue: public site): requests per second and p50/p99 latency of a
// 50-photo portfolio page and of GET /api/portfolio/{id}/photos on the production build, beside
// a static file holding the same page's HTML served by the same server, and the bytes a first
// visit downloads. Prints figures; asserts nothing. Run `npm run build` first.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const fixtures = ["canon-gps.jpg", "meadow.png", "flower.webp", "storm-rotated.jpg"].map((f) =>
  readFileSync(path.join(root, "app/images/__fixtures__", f)),
);

async function startServer(dataDir) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMITS: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error("server did not start");
}

async function seed() {
  const signUp = await fetch(`${base}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "bench@example.test",
      password: "bench-pass-1",
      confirmPassword: "bench-pass-1",
    }),
    redirect: "manual",
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const json = { Cookie: cookie, "Content-Type": "application/json" };
  await fetch(`${base}/api/profile/complete`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ firstName: "Bench", lastName: "Mark", username: "bench" }),
  });
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.set("image", new Blob([fixtures[i % fixtures.length]]), "photo.jpg");
    form.set("title", `Photo ${i + 1}`);
    form.set("category", ["landscape", "nature", "macro", "travel"][i % 4]);
    form.set("description", `<p>Photo number ${i + 1}.</p>`);
    const upload = await fetch(`${base}/api/photos/upload`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    const { id } = await upload.json();
    await fetch(`${base}/api/user/photos/${id}/public`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ isPublic: true }),
    });
    if (i % 5 === 0) {
      await fetch(`${base}/api/user/photos/${id}/featured`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ featured: true }),
      });
    }
    process.stdout.write(`\rseeding ${i + 1}/${PHOTOS} photos`);
  }
  process.stdout.write("\n");
}

/** CONNECTIONS concurrent loops for SECONDS; every request is timed. */
async function load(url) {
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  let bytes = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
        const body = await response.arrayBuffer();
        latencies.push(performance.now() - started);
        bytes += body.byteLength;
        if (!response.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    rps: latencies.length / SECONDS,
    p50: pick(0.5),
    p99: pick(0.99),
    failures,
    avgBytes: bytes / latencies.length,
  };
}

async function firstVisitBytes(url) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let total = 0;
  const byType = {};
  const types = new Map();
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    total += e.encodedDataLength;
    const type = types.get(e.requestId) ?? "Other";
    byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await browser.close();
  return { total, byType };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const row = (name, r) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${kb(r.avgBytes)} decoded${r.failures ? `   ${r.failures} failed` : ""}`;

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bench-"));
const staticFile = path.join(root, "public", "bench-static-page.html");
const server = await startServer(dataDir);
try {
  await seed();
  const pageUrl = `${base}/bench`;
  writeFileSync(staticFile, await (await fetch(pageUrl)).text());
  await load(pageUrl); // warm-up
  const page = await load(pageUrl);
  const api = await load(`${base}/api/portfolio/bench/photos`);
  const file = await load(`${base}/bench-static-page.html`);
  console.log(
    `\n${PHOTOS}-photo portfolio, ${CONNECTIONS} connections, ${SECONDS} s each, production build\n`,
  );
  console.log(row("portfolio page  /bench", page));
  console.log(row("API  /api/portfolio/bench/photos", api));
  console.log(row("static file, same HTML", file));
  console.log(
    `\nratios to the static file: page ${(page.rps / file.rps).toFixed(2)}× throughput, p50 ${(page.p50 / file.p50).toFixed(1)}× latency; API ${(api.rps / file.rps).toFixed(2)}× throughput, p50 ${(api.p50 / file.p50).toFixed(1)}× latency`,
  );
  const visit = await firstVisitBytes(pageUrl);
  console.log(`\nfirst visit to /bench downloads ${kb(visit.total)} (on the wire):`);
  for (const [type, bytes] of Object.entries(visit.byType).sort((a, b) => b[1] - a[1]))
    console.log(`  ${type.padEnd(12)} ${kb(bytes)}`);
} finally {
  try {
    unlinkSync(staticFile);
  } catch {
    // never written: the run failed before the page was fetched
  }
  server.kill("SIGTERM");
  await once(server, "exit");
  rmSync(dataDir, { recursive: true, force: true });
}
