// CPU of a cold render (a cache miss) of a 50-photo portfolio page on the production build
// (docs/performance.md, "Cold render of a 50-photo portfolio page"). Seeds one photographer with
// 50 public photos the way npm run bench:pages does, starts `node server.mjs`, warms the JIT, then
// asks for the page many times, one request after another, each under a query the cache keys on
// and has never seen (`?featured=cold-n`: an unknown category shows the whole portfolio), so
// every one is a full render. CPU per miss is the server process's own (all threads: the brotli
// and gzip of the kept body run on libuv's pool) from /proc/<pid>/stat, so other work on the
// machine stretches wall time but hardly the figure. Asserts nothing.
//
//   npm run build && npm run profile:cold          (PROFILE=1: also a --cpu-prof of the misses)
// Settings (environment): COLD_WARMUP (300), COLD_REQUESTS (400), COLD_PORT (3480), PROFILE,
// COLD_NODE_FLAGS (node options for the server, to try V8 settings: "--max-semi-space-size=32"),
// COLD_MODE=hits (measure and profile cache hits of the page instead: what a hit costs).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { processCpuSeconds } from "./bench/processes.mjs";
import { threadCpuMs } from "./lib/thread-cpu.mjs";
import { seedPortfolios } from "./bench/seed-portfolios.mjs";
import { summariseProfile } from "./lib/cpu-profile-summary.mjs";
import { requireBuild, ROOT } from "./lib/bench-server.mjs";

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const PORT = setting("COLD_PORT", 3480);
const WARMUP = setting("COLD_WARMUP", 300);
const REQUESTS = setting("COLD_REQUESTS", 400);
const PROFILE = process.env.PROFILE === "1";
const HITS = process.env.COLD_MODE === "hits";
const WHAT = HITS ? "hit" : "miss";
const USERNAME = "cold50";
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser sends it; resolves with its status, X-Cache and body bytes. */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: PORT,
        path: url,
        agent,
        headers: { "Accept-Encoding": "gzip, deflate, br", "User-Agent": BROWSER_UA },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ status: response.statusCode, cache: response.headers["x-cache"], bytes }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The production server on `dataDir`, with a --cpu-prof of its life into `profileDir`. */
async function startServer(dataDir, profileDir) {
  const flags = [
    ...(process.env.COLD_NODE_FLAGS ?? "").split(" ").filter(Boolean),
    ...(profileDir
      ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=250"]
      : []),
  ];
  const child = spawn(process.execPath, [...flags, "server.mjs"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      // What `npm start` runs with (ADR 23).
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "8388608",
      MALLOC_MMAP_THRESHOLD_: "4194304",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMITS: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the server did not start within 60 s");
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** A kept page's uncompressed body (a hit asked without compression). */
async function identityBody(url) {
  const response = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    headers: { "Accept-Encoding": "identity", "User-Agent": BROWSER_UA },
  });
  return Buffer.from(await response.arrayBuffer());
}

/** What compressing the page costs here, in this process: a miss's answer and its kept bodies. */
function compressionCosts(body) {
  const brotli = (quality) => () =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  const timed = (label, run) => {
    for (let i = 0; i < 5; i++) run();
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < 20; i++) size = run().length;
    return `${label} ${((performance.now() - started) / 20).toFixed(2)} ms (${size} B)`;
  };
  return [
    `the page uncompressed: ${body.length} B; compressing it here:`,
    timed("brotli 6 (kept)", brotli(6)),
    timed("gzip 5 (made for a gzip-only client)", () => gzipSync(body, { level: 5 })),
    timed("brotli 4 (the compression middleware's)", brotli(4)),
    timed("gzip 9", () => gzipSync(body, { level: 9 })),
    timed("brotli 1", brotli(1)),
    timed("gzip 1", () => gzipSync(body, { level: 1 })),
  ].join("\n  ");
}

/** `count` hits one after another; every answer must be a 200 HIT of the full page. */
async function hits(count, minBytes) {
  const wall = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await get(`/${USERNAME}`);
    wall.push(performance.now() - started);
    if (answer.status !== 200 || answer.cache !== "HIT" || answer.bytes < minBytes) {
      throw new Error(`a hit answered ${answer.status} ${answer.cache}, ${answer.bytes} bytes`);
    }
  }
  return wall;
}

let miss = 0;
/** `count` misses one after another; every answer must be a 200 MISS of the full page. */
async function misses(count, minBytes) {
  const wall = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await get(`/${USERNAME}?featured=cold-${++miss}`);
    wall.push(performance.now() - started);
    if (answer.status !== 200 || answer.cache !== "MISS" || answer.bytes < minBytes) {
      throw new Error(`a miss answered ${answer.status} ${answer.cache}, ${answer.bytes} bytes`);
    }
  }
  return wall;
}

const settle = () => new Promise((r) => setTimeout(r, 300));
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-cold-data-"));
const workDir = mkdtempSync(path.join(tmpdir(), "viewfinder-cold-work-"));
let server;
try {
  await seedPortfolios(ROOT, {
    port: PORT,
    dataDir,
    logFile: path.join(workDir, "seed.log"),
    uploads: 5,
    portfolios: { [USERNAME]: 50 },
  });
  server = await startServer(dataDir, PROFILE ? workDir : null);
  const first = await get(`/${USERNAME}`);
  console.log(
    `/${USERNAME}: ${first.status}, ${first.bytes} bytes (compressed) on its first render`,
  );
  const minBytes = first.bytes * 0.9;
  const page = await identityBody(`/${USERNAME}`);
  writeFileSync(path.join(tmpdir(), "viewfinder-cold-page.html"), page);
  console.log(compressionCosts(page));

  // The JIT: hits, then misses (a different path through the app).
  for (let i = 0; i < WARMUP; i++) await get(`/${USERNAME}`);
  await misses(WARMUP, minBytes);
  await settle();

  const load = loadavg()[0].toFixed(1);
  const cpuBefore = processCpuSeconds(server.pid);
  const threadsBefore = threadCpuMs(server.pid);
  const windowFrom = Number(process.hrtime.bigint() / 1000n);
  const started = performance.now();
  const wall = await (HITS ? hits : misses)(REQUESTS, minBytes);
  const elapsed = performance.now() - started;
  const windowTo = Number(process.hrtime.bigint() / 1000n);
  // The last kept bodies' brotli and gzip finish after their answers.
  await settle();
  const cpu = processCpuSeconds(server.pid) - cpuBefore;
  const threads = threadCpuMs(server.pid, threadsBefore);
  const perMiss = (cpu * 1000) / REQUESTS;
  console.log(
    `${REQUESTS} sequential ${WHAT}${HITS ? "s" : "es"} (after ${WARMUP} hits and ${WARMUP} misses), load ${load}: ` +
      `server CPU ${perMiss.toFixed(HITS ? 3 : 2)} ms per ${WHAT}; wall p50 ${percentile(wall, 0.5).toFixed(HITS ? 2 : 1)} ms, ` +
      `p90 ${percentile(wall, 0.9).toFixed(HITS ? 2 : 1)} ms, ${(REQUESTS / (elapsed / 1000)).toFixed(0)} ${WHAT}${HITS ? "s" : "es"}/s`,
  );
  console.log(
    `  by thread, ms per ${WHAT}: ${[...threads]
      .map(([name, ms]) => `${name} ${(ms / REQUESTS).toFixed(HITS ? 3 : 2)}`)
      .join(", ")}`,
  );

  if (PROFILE) {
    await stopServer(server);
    const file = readdirSync(workDir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("no .cpuprofile written");
    const kept = path.join(tmpdir(), "viewfinder-cold-render.cpuprofile");
    copyFileSync(path.join(workDir, file), kept);
    // The profile's clock is the monotonic one process.hrtime reads here too.
    const busyMs = threads.get("main") ?? 0;
    const window = { from: windowFrom, to: windowTo, requests: REQUESTS, busyMs };
    console.log(
      `\nthe server's main thread during the ${REQUESTS} ${WHAT}${HITS ? "s" : "es"} (profile: ${kept}):`,
    );
    console.log(summariseProfile(kept, { root: ROOT, ...window }));
  }
} finally {
  if (server) await stopServer(server);
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
}
