// What npm run bench:scale prints: its figures, then how they stand against the goals for the
// embedded engine at scale (docs/performance.md, "The embedded engine at scale"). Asserts nothing.

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toPrecision(3));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const share = (value) => value.toFixed(2);

/** One latency run in a line: requests, p50 / p99 / max, size, and anything that went wrong. */
export function describe(run) {
  const statuses = Object.entries(run.statuses)
    .filter(([status]) => status !== "200")
    .map(([status, n]) => `${n}× ${status}`);
  const wrong = run.errors
    ? `, ${run.errors} errors${statuses.length ? ` (${statuses})` : ""}`
    : "";
  // What the app's page cache did: rendered (MISS) or answered from memory (HIT).
  const cache = Object.entries(run.caches)
    .filter(([answer]) => answer !== "none")
    .map(([answer, n]) => `${n} ${answer}`);
  return (
    `${run.requests} requests, p50 ${ms(run.p50)} / p99 ${ms(run.p99)} / max ${ms(run.max)} ms, ` +
    `${kb(run.avgBytes)} ${run.encodings.join("+")}${cache.length ? `, ${cache.join(" / ")}` : ""}${wrong}`
  );
}

export function printStarts(starts, photos) {
  console.log(`\n## Start-up on ${photos} photos (node server.mjs until /healthz answers 200)`);
  for (const start of starts) {
    console.log(`${start.label}: ${ms(start.ms)} ms, idle RSS ${start.rss.toFixed(0)} MB`);
  }
}

/** The cold and warm runs of each address kind, as a Markdown table. */
export function printLatencies(rows) {
  console.log("\n## One visitor at a time: cold (first request of each address) and warm");
  for (const { label, cold, warm } of rows) {
    console.log(`${label}\n  cold: ${describe(cold)}\n  warm: ${describe(warm)}`);
  }
  console.log("\n| Address | cold p50 / p99 (ms) | warm p50 / p99 (ms) | size | errors |");
  console.log("|---|---|---|---|---|");
  for (const { label, cold, warm } of rows) {
    console.log(
      `| ${label} | ${ms(cold.p50)} / ${ms(cold.p99)} | ${ms(warm.p50)} / ${ms(warm.p99)} | ` +
        `${kb(warm.avgBytes)} | ${cold.errors + warm.errors} |`,
    );
  }
}

function loadLine(label, run) {
  return (
    `${label}: ${run.rps.toFixed(0)} req/s, ${describe(run)}; CPU: server ${share(run.serverCpu)}, ` +
    `generator ${share(run.generatorCpu)}, other work ${share(run.otherCpu)} of a core`
  );
}

export function printMixed({ warmUp, mixed, bare, writes, rss, connections, perSecond }) {
  const writeP50 = [...writes.latencies].sort((a, b) => a - b)[
    Math.floor(writes.latencies.length / 2)
  ];
  console.log(
    `\n## Mixed: ${connections} connections on random portfolios and photo pages, ` +
      `${perSecond} public writes/s`,
  );
  console.log(`before it, every address once, one at a time: ${describe(warmUp)}`);
  console.log(loadLine("app", mixed));
  console.log(
    `writes: ${writes.writes} (${writes.errors} failed), p50 ${ms(writeP50 ?? NaN)} ms; ` +
      `server RSS under load: peak ${rss.peak.toFixed(0)} MB, mean ${rss.mean.toFixed(0)} MB`,
  );
  // The bare server sends the captured X-Cache header too: not a cache of its own.
  const bareFigures = { ...bare, caches: {} };
  console.log(loadLine("bare server, same mix over a sample of captured answers", bareFigures));
  console.log(`app / bare: ${(mixed.rps / bare.rps).toFixed(2)}×`);
}

const verdict = (met, missedBy) => (met ? "met" : `missed by ${missedBy}`);

/** `starts` as printStarts takes them; the goals hold for each. */
export function printGoals({ starts, mixed, bare }) {
  const ratio = mixed.rps / bare.rps;
  console.log("\n## Goals (reported, not asserted)");
  for (const { label, ms: start, rss } of starts) {
    console.log(
      `${label}: start-up ≤ 2 s: ${ms(start)} ms, ${verdict(start <= 2000, `${ms(start - 2000)} ms`)}; ` +
        `idle RSS ≤ 300 MB: ${rss.toFixed(0)} MB, ${verdict(rss <= 300, `${(rss - 300).toFixed(0)} MB`)}`,
    );
  }
  console.log(
    `mixed ≥ 0.5× bare: ${ratio.toFixed(2)}×, ${verdict(ratio >= 0.5, `${(0.5 - ratio).toFixed(2)}×`)}`,
  );
  console.log(
    `mixed p99 < 50 ms: ${ms(mixed.p99)} ms, ${verdict(mixed.p99 < 50, `${ms(mixed.p99 - 50)} ms`)}`,
  );
  console.log(`no errors: ${mixed.errors}, ${verdict(mixed.errors === 0, `${mixed.errors}`)}`);
}
