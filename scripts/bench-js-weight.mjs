// Public JavaScript weight (≤ 100 KB gzipped per public page,
// docs/decisions/0028-public-javascript-per-page.md): the production build with the demo
// photographers, each public page opened in Debian's chromium as a first visit (empty cache, signed
// out); every script the page loads until the network is idle — the entry, modulepreloads, route
// modules and chunks imported during load — counted once, each file gzipped on its own at level 9
// (what a gzip-serving server sends, without headers). Prints figures; asserts nothing
// (tests/server/public-js-graph.test.ts checks the module graph).
//
// Run `npm run build` first; in a shared work tree build and measure under the e2e lock:
//   flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:js'
// `--files` lists every file of every page with its gzipped size.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { requireBuild, startBenchServer } from "./lib/bench-server.mjs";
import { publicPages, seedMonochromeWhite } from "./lib/public-pages.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3411);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET = 100_000;
const LIST_FILES = process.argv.includes("--files");

/** Every script response of a first visit to `url`, by path, with its body. */
async function scriptsLoaded(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const bodies = new Map();
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() !== "script" && !new URL(response.url()).pathname.endsWith(".js"))
      return;
    bodies.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts = [];
  for (const [file, body] of bodies) scripts.push({ file, body: await body });
  await context.close();
  return scripts;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(6)} KB`;

requireBuild();
const server = await startBenchServer({
  port: PORT,
  name: "js-weight",
  env: { SEED_DEMO: "true", SESSION_SECRET: "bench-js-weight-session-secret" },
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
try {
  await seedMonochromeWhite(server.base);
  const pages = await publicPages(server.base, { withPermalink: true });
  console.log(`\nJavaScript a first visit loads (each file gzip -9; KB = 1000 bytes)\n`);
  console.log(`${"page".padEnd(28)} files        raw    gzipped  budget`);
  for (const [name, pathname] of pages) {
    const scripts = await scriptsLoaded(browser, `${server.base}${pathname}`);
    const sized = scripts
      .map(({ file, body }) => ({
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const raw = sized.reduce((sum, s) => sum + s.raw, 0);
    const gzip = sized.reduce((sum, s) => sum + s.gzip, 0);
    // Exact bytes: a page a few bytes over must not read "over by 0.0 KB".
    const verdict =
      gzip <= BUDGET ? `ok (${BUDGET - gzip} B to spare)` : `over by ${gzip - BUDGET} B`;
    console.log(
      `${name.padEnd(28)} ${String(sized.length).padStart(5)} ${kb(raw)} ${kb(gzip)}  ${verdict}`,
    );
    if (LIST_FILES) for (const s of sized) console.log(`${"".padEnd(31)}${kb(s.gzip)}  ${s.file}`);
  }
  console.log(`\n(${server.base}; every page as a signed-out visitor sees it on a first visit)`);
} finally {
  await browser.close();
  await server.stop();
}
