// The embedded engine at scale: 1,000 photographers and 100,000 public photos on the production
// build (docs/decisions/0050-sqlite-embedded-engine.md). Prints, asserts nothing:
// - start-up time (`node server.mjs` until /healthz answers 200) and the idle server's RSS;
// - one visitor at a time, cold (the first request of each of --samples addresses) and warm
//   (the same addresses again): home, portfolio page, its JSON, its photos JSON, a photo page;
// - a mixed run: visitors on random portfolio pages and photo pages of every photographer (each
//   address asked once before, one at a time, so the page cache holds what fits) while public
//   writes land on signed-in photographers, with the server's RSS under load; then the same mix
//   against a bare Node server sending the app's bytes (bench-pages' yardstick).
//
// Build first, under the e2e lock in the shared work tree:
//   flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:scale'
// Smaller runs: npm run bench:scale -- --photographers 100 --photos 10000. Flags (or BENCH_*
// environment variables): --photographers 1000, --photos 100000, --samples 200 (cold addresses
// per kind), --passes 3 (warm requests per address), --seconds 20 (mixed run), --writes 10 (per
// second), --writers 20, --connections 10, --uploads 5, --port 3400 (and the next one).
// BENCH_PIN=0: no core pinning. Loopback only; the temporary DATA_DIR and every server started
// are removed on exit, Ctrl-C and failure alike. About 4 minutes at full size.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { captureHit, writeBareResponses } from "./bench/bare-responses.mjs";
import { measure } from "./bench/measured-load.mjs";
import {
  pinSelfToCoreOne,
  residentMegabytes,
  sampleResident,
  startApp,
  startBare,
  stop,
  stopAll,
} from "./bench/processes.mjs";
import { printGoals, printLatencies, printMixed, printStarts } from "./bench/scale-report.mjs";
import { BENCH_PASSWORD, seedCommunity } from "./bench/seed-portfolios.mjs";
import { sequence } from "./bench/sequence-load.mjs";
import { flipFeatured, startSteadyWrites } from "./bench/steady-writes.mjs";
import { requireBuild, ROOT, signInPhotographer } from "./lib/bench-server.mjs";

const NAMES = ["photographers", "photos", "samples", "passes", "seconds", "writes"];
const MORE = ["writers", "connections", "uploads", "port"];
const { values } = parseArgs({
  options: Object.fromEntries([...NAMES, ...MORE].map((name) => [name, { type: "string" }])),
});
const option = (name, fallback) =>
  Number(values[name] ?? process.env[`BENCH_${name.toUpperCase().replace("-", "_")}`] ?? fallback);
const PHOTOGRAPHERS = option("photographers", 1000);
const PHOTOS = option("photos", 100_000);
const SAMPLES = Math.min(option("samples", 200), PHOTOGRAPHERS);
const PASSES = option("passes", 3);
const SECONDS = option("seconds", 20);
const WRITES = option("writes", 10);
const WRITERS = Math.min(option("writers", 20), PHOTOGRAPHERS);
const CONNECTIONS = option("connections", 10);
const UPLOADS = option("uploads", 5);
const PORT = option("port", 3400);
// The idle server settles this long before its RSS is read (timers, the first statistics).
const IDLE_MS = 3000;
// Answers captured for the bare server: this many photographers' page and photo page.
const BARE_SAMPLE = 50;
// Photo pages of each photographer the mixed run's visitors ask for (the first ones seeded).
const MIX_PHOTO_PAGES = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** `count` of `list`, spread evenly over it. */
const spread = (list, count) =>
  Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bench-scale-data-"));
const workDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bench-scale-work-"));
const logFile = path.join(workDir, "app.log");
const base = `http://127.0.0.1:${PORT}`;

let cleaned;
const cleanUp = () =>
  (cleaned ??= stopAll().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  }));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing ${dataDir}`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** The app started on the seeded DATA_DIR, timed to its first 200 from /healthz; idle RSS. */
async function timedStart(label, { pinned }) {
  const started = performance.now();
  const app = await startApp(ROOT, { port: PORT, dataDir, logFile, pinned, pollMs: 10 });
  const ms = performance.now() - started;
  await sleep(IDLE_MS);
  return { app, label, ms, rss: residentMegabytes(app.pid) };
}

/** Cold: each of `paths` once, first time asked; warm: all of them again, PASSES times. */
async function coldAndWarm(label, paths) {
  const cold = await sequence({ port: PORT, paths });
  const again = Array.from({ length: PASSES }, () => paths).flat();
  return { label, cold, warm: await sequence({ port: PORT, paths: again }) };
}

/** Home: one address, so each cold request follows a public write (the home page shows it). */
async function homeColdAndWarm(writers) {
  const paths = Array(SAMPLES).fill("/");
  const cold = await sequence({ port: PORT, paths, beforeEach: () => flipFeatured(writers) });
  const warm = await sequence({ port: PORT, paths: Array(PASSES).fill(paths).flat() });
  return { label: "home `/` (cold: after a public write)", cold, warm };
}

/** A visitor's next address: a portfolio page or a photo page, half and half, at random. */
const visitor = (pages, photoPages) => () => pick(Math.random() < 0.5 ? pages : photoPages);

try {
  const started = performance.now();
  const manifest = await seedCommunity(ROOT, {
    port: PORT,
    dataDir,
    logFile,
    uploads: UPLOADS,
    prefix: "scale",
    photographers: PHOTOGRAPHERS,
    photos: PHOTOS,
    manifest: path.join(workDir, "manifest.json"),
  });

  // Starts as an installation makes them, on every core; then the one measured under load, on
  // core 0 beside the generator on core 1 (docs/decisions/0025-*), which starts slower.
  const starts = [];
  for (const label of ["first start after seeding", "restart"]) {
    starts.push(await timedStart(label, { pinned: false }));
    await stop(starts.at(-1).app);
  }
  pinSelfToCoreOne();
  starts.push(await timedStart("start on core 0 (for the load runs)", { pinned: true }));
  const { app } = starts.at(-1);
  printStarts(starts, PHOTOS);

  const writers = [];
  for (const { username, photos } of spread(manifest, WRITERS)) {
    const email = `${username}@example.test`;
    const client = await signInPhotographer(base, { email, password: BENCH_PASSWORD });
    writers.push({ client, photos: photos.map((photo) => ({ ...photo })) });
  }

  const sampled = spread(manifest, SAMPLES);
  const rows = [await homeColdAndWarm(writers)];
  for (const [label, pathOf] of [
    ["portfolio page `/{username}`", (p) => `/${p.username}`],
    ["portfolio JSON `/api/portfolio/{username}`", (p) => `/api/portfolio/${p.username}`],
    ["its photos `/api/portfolio/{username}/photos`", (p) => `/api/portfolio/${p.username}/photos`],
    ["photo page `/{username}/photos/{id}`", (p) => `/${p.username}/photos/${p.photos[0].id}`],
  ]) {
    rows.push(await coldAndWarm(label, sampled.map(pathOf)));
  }
  printLatencies(rows);
  console.log(`RSS after these: ${residentMegabytes(app.pid).toFixed(0)} MB`);

  // The mixed run's addresses: every photographer's portfolio page and first photo pages. First
  // each one once, one at a time: the page cache keeps what fits (docs/decisions/0026-*).
  const portfolios = manifest.map(({ username, photos }) => ({
    page: `/${username}`,
    photoPages: photos.slice(0, MIX_PHOTO_PAGES).map((photo) => `/${username}/photos/${photo.id}`),
  }));
  const pages = portfolios.map(({ page }) => page);
  const photoPages = portfolios.flatMap((portfolio) => portfolio.photoPages);
  const everyAddress = portfolios.flatMap(({ page, photoPages }) => [page, ...photoPages]);
  const warmUp = await sequence({ port: PORT, paths: everyAddress });
  // The bare server's answers: a sample of photographers' pages as the cache sends them.
  const answers = [];
  for (const { username, photos } of spread(manifest, Math.min(BARE_SAMPLE, PHOTOGRAPHERS))) {
    answers.push(await captureHit(PORT, `/${username}`));
    answers.push(await captureHit(PORT, `/${username}/photos/${photos[0].id}`));
  }
  writeBareResponses(workDir, answers);
  // An answer under 90 % of the smallest captured one is an error: a render cut off.
  const expectBytes = Math.min(...answers.map((answer) => answer.body.length));
  const load = { connections: CONNECTIONS, seconds: SECONDS, expectBytes };

  console.log(
    `\nload average before the mixed run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const stopWrites = startSteadyWrites({ writers, perSecond: WRITES });
  const stopSampling = sampleResident(app.pid);
  const mixed = await measure(app, { ...load, pathFor: visitor(pages, photoPages) });
  const rss = stopSampling();
  const writes = await stopWrites();

  const bare = await startBare(ROOT, { port: PORT + 1, dir: workDir });
  const [barePages, barePhotoPages] = [0, 1].map((kind) =>
    answers.filter((_, i) => i % 2 === kind).map((answer) => answer.path),
  );
  const bareRun = await measure(bare, { ...load, pathFor: visitor(barePages, barePhotoPages) });
  const mix = { warmUp, mixed, bare: bareRun, writes, rss, connections: CONNECTIONS };
  printMixed({ ...mix, perSecond: WRITES });
  printGoals({ starts, mixed, bare: bareRun });
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await cleanUp();
}
