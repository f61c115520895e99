// What one rate-limit hit costs as the number of clients inside their window grows
// (docs/decisions/0037-rate-limits-per-64-with-rate-limiter-flexible.md): the limiter of
// app/services/rate-limit.server.ts with 10, 50,001 and 100,000 live keys, and — when git can
// show them — the limiter before that ADR, which walked every key on each hit past 50,000, and the
// synchronous one of ADR 37's first form, which counted in the library's private memory store.
// Every hit is awaited, as the app's callers do (a synchronous answer is awaited too).
// Fails (exit 1) when a hit among 100,000 live keys costs more than twice a hit among 10.
//
// Each figure is the median of interleaved rounds (every key count measured in every round), so
// the load of a shared machine falls on all of them alike. "recent": hits on 10 clients among the
// live ones, the limiter's own cost. "round robin": hits on every live key in turn, which also
// pays for memory outside the CPU caches — a cost of the machine, not of the limiter.
//   npm run bench:rate-limits
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { bundleAppTools } from "./lib/bundle-app-tools.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BEFORE_COMMIT = "fedc492"; // the last commit before ADR 37
const SYNC_COMMIT = "2515fcb"; // ADR 37's first form: synchronous, on the library's private store
// 50,001: the earlier limiter walked its keys on each hit once there were more than 50,000.
const SIZES = [10, 50_001, 100_000];
const ROUNDS = 15;
const BATCH_MS = 20;
const WINDOW_MS = 15 * 60 * 1000;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

/** The limiter modules, bundled to plain .mjs: {after, before?, sync?}. */
async function loadLimiters() {
  const outdir = path.join(
    root,
    "node_modules/.cache",
    `viewfinder-bench-rate-limits-${process.pid}`,
  );
  await mkdir(outdir, { recursive: true });
  const entryPoints = { after: path.join(root, "app/services/rate-limit.server.ts") };
  for (const [name, commit] of [
    ["before", BEFORE_COMMIT],
    ["sync", SYNC_COMMIT],
  ]) {
    try {
      const source = execFileSync("git", ["show", `${commit}:app/services/rate-limit.server.ts`], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      entryPoints[name] = path.join(outdir, `${name}.ts`);
      await writeFile(entryPoints[name], source);
    } catch {
      console.log(`(no git history with ${commit}: that earlier limiter is not measured)`);
    }
  }
  try {
    await bundleAppTools(entryPoints, outdir);
    const load = (name) =>
      entryPoints[name] && import(pathToFileURL(path.join(outdir, `${name}.mjs`)).href);
    return { after: await load("after"), before: await load("before"), sync: await load("sync") };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

const keyOf = (i) => `2001:db8:${i.toString(16)}::/64`;

/**
 * A limiter with `size` live keys, each hit once, and its heap per key. The earlier limiter
 * walks its map on every hit past 50,000 keys, so filling 100,000 that way takes minutes: while
 * filling, map iteration is emptied (the walk finds nothing to remove either way, every key being
 * inside its window); it is restored before anything is measured.
 */
async function filledLimiter(module, size) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const limiter = module.createRateLimiter({ name: "bench", limit: 30, windowMs: WINDOW_MS });
  const iterate = Map.prototype[Symbol.iterator];
  Map.prototype[Symbol.iterator] = function* () {};
  try {
    for (let i = 0; i < size; i++) await limiter.hit(keyOf(i));
  } finally {
    Map.prototype[Symbol.iterator] = iterate;
  }
  gc();
  return { limiter, bytesPerKey: (process.memoryUsage().heapUsed - heapBefore) / size };
}

/** Microseconds per hit over a batch of about BATCH_MS. */
async function timeHits(limiter, keys, state) {
  const count = state.batch;
  const started = performance.now();
  for (let i = 0; i < count; i++) await limiter.hit(keys[(state.next + i) % keys.length]);
  const elapsed = performance.now() - started;
  state.next = (state.next + count) % keys.length;
  state.batch = Math.max(5, Math.round((count * BATCH_MS) / Math.max(elapsed, 0.01)));
  return (elapsed * 1000) / count;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(module) {
  const recent = Array.from({ length: 10 }, (_, i) => keyOf(i));
  const runs = [];
  for (const size of SIZES) {
    const { limiter, bytesPerKey } = await filledLimiter(module, size);
    const everyKey = Array.from({ length: size }, (_, i) => keyOf(i));
    const state = (keys) => ({ keys, batch: 5, next: 0, times: [] });
    runs.push({ size, limiter, bytesPerKey, recent: state(recent), all: state(everyKey) });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) {
      for (const s of [run.recent, run.all]) s.times.push(await timeHits(run.limiter, s.keys, s));
    }
  }
  return runs.map((run) => ({
    size: run.size,
    recent: median(run.recent.times.slice(2)),
    all: median(run.all.times.slice(2)),
    bytesPerKey: run.bytesPerKey,
  }));
}

const µs = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(3)).padStart(9);

function report(label, rows) {
  console.log(`\n${label}`);
  console.log("live keys   recent µs/hit   round robin µs/hit   heap B/key   vs 10 keys");
  for (const row of rows) {
    const ratio = row.recent / rows[0].recent;
    console.log(
      `${String(row.size).padStart(9)}   ${µs(row.recent)}       ${µs(row.all)}          ` +
        `${row.size > 10 ? String(Math.round(row.bytesPerKey)).padStart(6) : "     –"}     ` +
        `${ratio.toFixed(2)}×`,
    );
  }
}

const { after, before, sync } = await loadLimiters();
console.log(`Node ${process.version}; median of ${ROUNDS - 2} rounds of ~${BATCH_MS} ms batches`);
if (before)
  report(
    `before (${BEFORE_COMMIT}: a walk of every key per hit past 50,000)`,
    await measure(before),
  );
if (sync)
  report(`synchronous (${SYNC_COMMIT}: the library's private memory store)`, await measure(sync));
const rows = await measure(after);
report("after (rate-limiter-flexible's RateLimiterMemory, one timer per key, awaited)", rows);
const ratio = rows.at(-1).recent / rows[0].recent;
const verdict = ratio <= 2 ? "within" : "NOT within";
console.log(`\nA hit among 100,000 live keys: ${ratio.toFixed(2)}× one among 10 (${verdict} 2×).`);
process.exitCode = ratio <= 2 ? 0 : 1;
