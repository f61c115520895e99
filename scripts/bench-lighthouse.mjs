// Lighthouse and axe-core benchmark (docs/decisions/0024-public-pages-lighthouse.md): the
// production build on a fresh DATA_DIR with the demo photographers (classic, epic and monochrome
// templates) and one seeded monochrome-white photographer, audited page by page in Debian's
// chromium: Lighthouse 13 in its default mobile mode (simulated slow 4G, 4x CPU slowdown, a Moto G
// Power's screen), and axe-core with JavaScript and on the unhydrated server markup (what a visitor
// without JavaScript gets). Prints figures; asserts nothing; not part of the test command.
//
// Run `npm run build` first; in a shared work tree build and measure under the e2e lock, so no
// one rebuilds public/build underneath the server:
//   flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:lighthouse'
// LIGHTHOUSE_RUNS=n audits every page n times and prints the best run and the spread;
// LIGHTHOUSE_REPORTS=dir keeps each run's JSON report there.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { requireBuild, ROOT, startBenchServer } from "./lib/bench-server.mjs";
import { publicPages, seedMonochromeWhite } from "./lib/public-pages.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const { version } = JSON.parse(
  readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
);

async function lighthouseRun(port, url, reportName) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${reportName}.json`), report);
  }
  const scripts = lhr.audits["network-requests"].details.items.filter(
    (r) => r.resourceType === "Script",
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score])),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    // On the wire, as the server sends it (gzip), headers included.
    jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    below: Object.values(lhr.audits)
      .filter((a) => ["binary", "metricSavings", "numeric"].includes(a.scoreDisplayMode))
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => a.id),
  };
}

/** axe-core on the page as a visitor with JavaScript sees it, and without (no hydration). */
async function axeViolations(browser, url, javaScript) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // axe is injected through the DevTools protocol, so it runs even where the page's own modules
  // are refused: that is the markup a visitor without JavaScript gets.
  if (!javaScript) await context.route(/\/build\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  // Gallery cards fade in one after another: judge colours once they stand still. Only animations
  // running on the clock end by themselves: one paused, or driven by scrolling (a card below the
  // fold), would be waited for forever, and then the whole run prints nothing.
  await page.evaluate(() =>
    /* global document, DocumentTimeline -- runs in the page */
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === "running" &&
            a.timeline instanceof DocumentTimeline &&
            a.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((a) => a.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  await context.close();
  return violations.map((v) => `${v.id} (${v.nodes.length})`);
}

const pct = (n) => String(Math.round(n * 100)).padStart(4);
const row = (name, best, axeJs, axeNoJs) =>
  [
    name.padEnd(28),
    pct(best.scores.performance),
    pct(best.scores.accessibility),
    pct(best.scores["best-practices"]),
    pct(best.scores.seo),
    `${(best.lcp / 1000).toFixed(2).padStart(6)} s`,
    best.cls.toFixed(3).padStart(6),
    `${best.tbt.toFixed(0).padStart(4)} ms`,
    `${(best.jsBytes / 1024).toFixed(1).padStart(6)} KiB`,
    `${String(axeJs.length).padStart(5)}/${axeNoJs.length}`,
  ].join(" ");

requireBuild();
const server = await startBenchServer({
  port: PORT,
  name: "lighthouse",
  env: {
    SEED_DEMO: "true",
    SESSION_SECRET: "bench-lighthouse-session-secret",
    SITE_URL: `http://127.0.0.1:${PORT}`,
  },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
try {
  await seedMonochromeWhite(server.base);
  const pages = await publicPages(server.base);
  console.log(`\nLighthouse ${version}, mobile, ${RUNS} run(s) per page, ${CHROMIUM}\n`);
  console.log(
    `${"page".padEnd(28)} perf a11y best  seo      LCP    CLS      TBT   JS (wire) axe js/no-js`,
  );
  for (const [name, pathname] of pages) {
    const url = `${server.base}${pathname}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await lighthouseRun(chrome.port, url, `${name.replace(/ /g, "-")}-${i + 1}`));
    runs.sort((a, b) => b.scores.performance - a.scores.performance || a.lcp - b.lcp);
    const withJs = await axeViolations(browser, url, true);
    const withoutJs = await axeViolations(browser, url, false);
    console.log(row(name, runs[0], withJs, withoutJs));
    const indent = "".padEnd(29);
    if (RUNS > 1) {
      const perf = runs.map((r) => Math.round(r.scores.performance * 100));
      const lcp = runs.map((r) => r.lcp / 1000);
      console.log(
        `${indent}spread: perf ${Math.min(...perf)}–${Math.max(...perf)}, LCP ${Math.min(...lcp).toFixed(2)}–${Math.max(...lcp).toFixed(2)} s`,
      );
    }
    if (runs[0].below.length) console.log(`${indent}audits below 0.9: ${runs[0].below.join(", ")}`);
    for (const v of new Set([...withJs, ...withoutJs])) console.log(`${indent}axe: ${v}`);
  }
  console.log(`\n(${server.base}; every page as a signed-out visitor sees it)`);
} finally {
  await browser.close();
  chrome.kill();
  await server.stop();
}
