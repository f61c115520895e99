// Page speed benchmark: a small and a large portfolio's page (`/{username}`)
// and photos JSON (`/api/portfolio/{username}/photos`) on the production build, each against a
// bare node `http` server sending the very same bytes, warm and cold, measured in one run.
// Prints figures and what the acceptance asks of them; asserts nothing.
//
// Run `npm run build` first; in the shared work tree, under the e2e lock so nobody rebuilds
// during the run: flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:pages'
// About 4 minutes. Settings (environment): BENCH_SECONDS per run (3), BENCH_ROUNDS (3),
// BENCH_WRITES (6), BENCH_SMALL (50) and BENCH_LARGE (2000) photos, BENCH_UPLOADS (5),
// BENCH_CONNECTIONS (10), BENCH_PORT (3400, and the next one), BENCH_PIN=0 (no core pinning).
// Why it measures this way: docs/decisions/0025-page-benchmark-against-a-bare-server.md.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { captureHit, writeBareResponses } from "./bench/bare-responses.mjs";
import { burst, runLoad } from "./bench/http-load.mjs";
import {
  printAcceptance,
  printFairness,
  printMethod,
  printTable,
  printTarget,
} from "./bench/pages-report.mjs";
import { measure as measureLoad } from "./bench/measured-load.mjs";
import { PIN, pinSelfToCoreOne, startApp, startBare, stop } from "./bench/processes.mjs";
import { seedPortfolios } from "./bench/seed-portfolios.mjs";
import { requireBuild, ROOT } from "./lib/bench-server.mjs";

const root = ROOT;
const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const APP_PORT = setting("BENCH_PORT", 3400);
const BARE_PORT = APP_PORT + 1;
const SECONDS = setting("BENCH_SECONDS", 3);
const ROUNDS = setting("BENCH_ROUNDS", 3);
const WRITES = setting("BENCH_WRITES", 6);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10);
const SMALL = setting("BENCH_SMALL", 50);
const LARGE = setting("BENCH_LARGE", 2000);
const UPLOADS = setting("BENCH_UPLOADS", 5);
// The after-write bursts stop early past this, whatever BENCH_WRITES says (slow cold pages).
const WRITE_BUDGET_MS = 40_000;
const small = `bench${SMALL}`;
let missNumber = 0;
const large = `bench${LARGE}`;

/** A load run of this benchmark's connections and length, with the CPU each side used. */
const measure = (server, pathFor, expectBytes) =>
  measureLoad(server, { pathFor, connections: CONNECTIONS, seconds: SECONDS, expectBytes });

const photosOf = (json) => (Array.isArray(json) ? json : (json.photos ?? []));

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bench-data-"));
const workDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bench-work-"));
const logFile = path.join(workDir, "app.log");
let app;
let bare;
try {
  const started = performance.now();
  const photographers = await seedPortfolios(root, {
    port: APP_PORT,
    dataDir,
    logFile,
    uploads: UPLOADS,
    portfolios: { [small]: SMALL, [large]: LARGE },
  });

  pinSelfToCoreOne();
  app = await startApp(root, { port: APP_PORT, dataDir, logFile, pinned: true });
  const base = `http://127.0.0.1:${APP_PORT}`;
  const targets = [
    { label: `${SMALL}-photo page`, path: `/${small}`, owner: small },
    { label: `${SMALL}-photo JSON`, path: `/api/portfolio/${small}/photos`, owner: small },
    { label: `${LARGE}-photo page`, path: `/${large}`, owner: large },
    { label: `${LARGE}-photo JSON`, path: `/api/portfolio/${large}/photos`, owner: large },
  ];

  // The photo each owner's writes will flip, and a check that copies are served like uploads.
  const flips = {};
  for (const owner of [small, large]) {
    const photos = photosOf(await (await fetch(`${base}/api/portfolio/${owner}/photos`)).json());
    const last = photos.at(-1);
    flips[owner] = { id: last.id, featured: Boolean(last.featured) };
    const image = JSON.stringify(last).match(/\/media\/p\/[^"]+/)?.[0];
    const status = image ? (await fetch(`${base}${image}`)).status : "no image URL";
    console.log(
      `${owner}: ${photos.length} photos in its JSON; a copy's image ${image}: ${status}`,
    );
  }

  // The bare server sends what a warm hit sends.
  const answers = [];
  for (const target of targets) answers.push(await captureHit(APP_PORT, target.path));
  writeBareResponses(workDir, answers);
  bare = await startBare(root, { port: BARE_PORT, dir: workDir });

  console.log(
    `load average before measuring: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  printMethod({ connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, pinned: PIN });
  const results = [];
  for (const [i, target] of targets.entries()) {
    const fixed = () => target.path;
    // Numbered across the whole run: a later cold run must not find an earlier one's URLs cached.
    // The cache keys only on parameters pages read (ADR 26), so the miss rides on `featured`: an
    // unknown category shows the whole portfolio, and the photos JSON does not read it at all.
    const cacheMiss = () => `${target.path}?featured=bench-miss-${++missNumber}`;
    // An answer under 90 % of the captured one's size is an error: a render cut off.
    const expectBytes = answers[i].body.length;
    // Warm-up: the JIT, the app's caches; the bare server's JIT.
    await runLoad({
      port: APP_PORT,
      pathFor: fixed,
      connections: CONNECTIONS,
      seconds: Math.min(2, SECONDS),
    });
    await runLoad({ port: BARE_PORT, pathFor: fixed, connections: CONNECTIONS, seconds: 1 });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating, so neither side always runs right after the other's load.
      const order = round % 2 === 0 ? ["bare", "warm", "cold"] : ["cold", "warm", "bare"];
      const figures = {};
      for (const kind of order) {
        if (kind === "bare") figures.bare = await measure(bare, fixed, expectBytes);
        else figures[kind] = await measure(app, kind === "warm" ? fixed : cacheMiss, expectBytes);
      }
      rounds.push(figures);
    }
    results.push({
      target,
      rounds,
      answer: answers[i],
      afterWrite: { writes: 0, latencies: [], errors: 0 },
    });
  }

  // Cold as visitors meet it: a public write through the app (the flipped featured flag reorders
  // the portfolio), then every URL gets one request per connection at once.
  const writesStarted = performance.now();
  for (
    let w = 0;
    w < WRITES && (w === 0 || performance.now() - writesStarted < WRITE_BUDGET_MS);
    w++
  ) {
    const owner = w % 2 === 0 ? small : large;
    flips[owner].featured = !flips[owner].featured;
    await photographers[owner].post(`/api/user/photos/${flips[owner].id}/featured`, {
      featured: flips[owner].featured,
    });
    for (const result of results) {
      const { latencies, errors } = await burst({
        port: APP_PORT,
        path: result.target.path,
        connections: CONNECTIONS,
        expectBytes: result.answer.body.length,
      });
      result.afterWrite.writes++;
      result.afterWrite.latencies.push(...latencies);
      result.afterWrite.errors += errors;
    }
  }

  for (const result of results) printTarget(result);
  printAcceptance(results, { small: SMALL, large: LARGE });
  printTable(results);
  printFairness(results, { pinned: PIN });
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await stop(bare);
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
}
