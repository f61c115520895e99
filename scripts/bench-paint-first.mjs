// Paint-first measured in a real throttled Chromium (docs/decisions/0059-paint-first-measured.md):
// the production build started twice on copies of one seeded DATA_DIR, once as built and once with
// PAINT_FIRST=off (a benchmark switch that made public pages render Remix's plain <Scripts>).
// Paint-first lost and was removed with its switch (ADR 59): both servers now serve the same
// pages; run this at commit 4207be8 to repeat the comparison. Each page load is a fresh browser
// context (cold cache) in Debian's chromium, throttled through the DevTools protocol as
// Lighthouse's mobile preset describes it, but for real rather than simulated: 150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, a 412 x 823 screen at 1.75 device pixels. Runs
// alternate between the two servers. Prints medians and p75; asserts nothing; not part of the
// test command. Loopback only.
//
// Run `npm run build` first; in a shared work tree build and measure under the e2e lock:
//   flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:paint-first'
// PAINT_FIRST_RUNS=n sets the runs per page and variant (default 7).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { requireBuild, startBenchServer } from "./lib/bench-server.mjs";
import { publicPages } from "./lib/public-pages.mjs";

const RUNS = Math.max(1, Number(process.env.PAINT_FIRST_RUNS ?? 7));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORTS = { on: 3420, off: 3421 };
const SESSION_SECRET = "bench-paint-first-session-secret";
// Lighthouse's mobile throttling (its "Slow 4G"), applied to the real load.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
// How long a page may take to hydrate before the run counts it as never hydrated.
const HYDRATION_TIMEOUT_MS = 30_000;

/** The production server on `dataDir` (kept when it stops); resolves once /healthz answers. */
const startServer = ({ port, dataDir, env }) =>
  startBenchServer({
    port,
    dataDir,
    env: { SESSION_SECRET, SITE_URL: `http://127.0.0.1:${port}`, ...env },
  });

/**
 * Runs in the page before its own scripts: records the paints, the largest contentful paint, the
 * long tasks, when Remix's router was set up (the page's code ran) and when React owned <main>
 * (hydrated: its props are on the element, as tests/e2e/helpers.ts's untilHydrated checks).
 */
function recorder() {
  /* global window, document -- runs in the page */
  const found = { lcp: 0, longTasks: [], routerAt: null, hydratedAt: null };
  window.__bench = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      found.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  const owned = () => {
    const main = document.querySelector("main");
    return main && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  };
  const poll = () => {
    if (owned()) found.hydratedAt = performance.now();
    else setTimeout(poll, 20);
  };
  let router;
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => router,
    set(value) {
      router = value;
      if (found.routerAt === null) {
        found.routerAt = performance.now();
        poll();
      }
    },
  });
}

/** One cold load of `url`, throttled; the figures of recorder() in ms, TBT from FCP on. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load" });
  await page
    .waitForFunction(() => window.__bench.hydratedAt !== null, null, {
      timeout: HYDRATION_TIMEOUT_MS,
      polling: 100,
    })
    .catch(() => {});
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const { lcp, longTasks, routerAt, hydratedAt } = window.__bench;
    const tbt = longTasks
      .filter((task) => fcp !== null && task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { fcp, lcp: lcp || null, routerAt, hydratedAt, tbt, longTasks: longTasks.length };
  });
  await context.close();
  return figures;
}

const quantile = (values, q) => {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  return known[Math.min(known.length - 1, Math.ceil(q * known.length) - 1)];
};
const ms = (value) => (value === null ? "—" : String(Math.round(value))).padStart(6);
const METRICS = [
  ["FCP", "fcp"],
  ["LCP", "lcp"],
  ["code ran", "routerAt"],
  ["hydrated", "hydratedAt"],
  ["TBT", "tbt"],
];

requireBuild();
const seeded = mkdtempSync(path.join(tmpdir(), "viewfinder-paint-first-on-"));
const copy = mkdtempSync(path.join(tmpdir(), "viewfinder-paint-first-off-"));
const servers = [];
let browser;
try {
  // Seed once (the demo photographers), then give each server its own copy: a DATA_DIR belongs
  // to one process.
  const seeder = await startServer({ port: PORTS.on, dataDir: seeded, env: { SEED_DEMO: "true" } });
  await seeder.stop();
  cpSync(seeded, copy, { recursive: true });
  const on = await startServer({ port: PORTS.on, dataDir: seeded });
  servers.push(on);
  const off = await startServer({ port: PORTS.off, dataDir: copy, env: { PAINT_FIRST: "off" } });
  servers.push(off);
  const all = await publicPages(on.base);
  const pages = ["home", "classic portfolio", "photo page"].map((name) =>
    all.find(([n]) => n === name),
  );
  // The first render of each page on each server is the server's, not the browser's, cost.
  for (const server of [on, off])
    for (const [, pathname] of pages) await (await fetch(`${server.base}${pathname}`)).text();

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const variants = { on, off };
  const results = {};
  for (let run = 0; run < RUNS; run++) {
    for (const [name, pathname] of pages) {
      const order = run % 2 === 0 ? ["on", "off"] : ["off", "on"];
      for (const variant of order) {
        const figures = await measure(browser, `${variants[variant].base}${pathname}`);
        ((results[name] ??= { on: [], off: [] })[variant] ??= []).push(figures);
      }
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }

  console.log(
    `\n${RUNS} cold loads per page and variant, ${CHROMIUM}, 150 ms RTT, 1.6/0.75 Mbit/s, CPU x${CPU_SLOWDOWN}`,
  );
  console.log(
    "median / p75 in ms; 'code ran' = Remix's router set up, 'hydrated' = React owns <main>\n",
  );
  console.log(
    `${"page".padEnd(18)} ${"paint-first".padEnd(11)} ${METRICS.map(([label]) => `${label.padStart(13)}`).join(" ")}`,
  );
  for (const [name] of pages)
    for (const variant of ["on", "off"]) {
      const runs = results[name][variant];
      const cells = METRICS.map(([, key]) => {
        const values = runs.map((r) => r[key]);
        return `${ms(quantile(values, 0.5))} ${ms(quantile(values, 0.75))}`;
      });
      const missing = runs.filter((r) => r.hydratedAt === null).length;
      console.log(
        `${name.padEnd(18)} ${variant.padEnd(11)} ${cells.join(" ")}${missing ? `  (${missing} never hydrated)` : ""}`,
      );
    }
} finally {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(seeded, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
}
