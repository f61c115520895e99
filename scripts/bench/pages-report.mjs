// What npm run bench:pages prints: every run, the app/bare ratios, the acceptance, a
// table for docs/performance.md and the evidence that the comparison was fair.

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) =>
  Number.isNaN(n) ? "—" : `${n < 10 ? n.toFixed(2) : n.toFixed(n < 1000 ? 1 : 0)} ms`;
const times = (n) => `${n < 0.095 ? n.toFixed(3) : n.toFixed(2)}×`;
const rps = (n) => n.toFixed(n < 10 ? 1 : 0);
const micros = (seconds) =>
  seconds >= 0.01 ? `${(seconds * 1000).toFixed(0)} ms` : `${(seconds * 1e6).toFixed(0)} µs`;

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** The server's CPU time per answer (seconds): what its throughput would be on a core of its own. */
const cpuPerRequest = (r) => (r.requests ? (r.serverCpu * r.seconds) / r.requests : NaN);
const rpsRatio = (figures, kind) => figures[kind].rps / figures.bare.rps;
const cpuRatio = (figures, kind) => cpuPerRequest(figures.bare) / cpuPerRequest(figures[kind]);

function runLine(label, r) {
  return (
    `  ${label.padEnd(9)}${rps(r.rps).padStart(8)}${ms(r.p50).padStart(11)}${ms(r.p99).padStart(11)}` +
    `${String(r.errors).padStart(5)}${kb(r.avgBytes).padStart(10)} ${r.encodings.join(",").padEnd(5)}` +
    `${micros(cpuPerRequest(r)).padStart(9)}   ` +
    `${r.serverCpu.toFixed(2)} / ${r.generatorCpu.toFixed(2)} / ${r.otherCpu.toFixed(2)}` +
    (r.short ? `  (${r.short} cut short)` : "")
  );
}

/**
 * The round with the median warm app/bare ratio (the lower one of an even count). Not the best:
 * other work that slows the bare run makes a ratio look better than it is, as much as work that
 * slows the app makes it look worse.
 */
function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => rpsRatio(a, "warm") - rpsRatio(b, "warm"));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function printMethod({ connections, seconds, rounds, pinned }) {
  console.log(
    [
      "",
      `${connections} keep-alive connections, each sending its next GET when the last answer is complete,`,
      `${seconds} s per run, ${rounds} rounds per URL; every request sends Accept-Encoding: gzip, br`,
      "and a browser's User-Agent. Three kinds of run, back to back, the order alternating by round:",
      "  bare  a node http server, in its own process, sending the app's captured answer to the",
      "        same request (status, headers, body as encoded by the app) from memory",
      "  warm  the app, the same URL again and again",
      "  cold  the app, every request a URL never asked before (?featured=bench-miss-n: an unknown",
      "        category shows the whole portfolio; the JSON ignores it): each one misses the cache",
      "  after a write: a public write through the app (a photo's featured flag flips), then one",
      `        request on each of the ${connections} connections at once: the first visitors after a change`,
      "Columns: req/s, p50 and p99 (request sent → last body byte), errors (non-2xx, broken",
      "connection, or a body under 90 % of the captured answer's: a render cut off), body bytes per",
      "answer as sent and its encoding, the server's CPU time per answer, and the CPU used during the",
      `run in cores: server / load generator / all other work on the machine${pinned ? " (servers pinned to core 0, generator to core 1)" : ""}.`,
    ].join("\n"),
  );
}

export function printTarget({ target, rounds, afterWrite, answer }) {
  console.log(
    `\n${target.label}  GET ${target.path}  → ${answer.status}, ${kb(answer.body.length)} ` +
      `${answer.headers["content-encoding"] ?? "identity"}`,
  );
  console.log(
    `  ${"".padEnd(9)}${"req/s".padStart(8)}${"p50".padStart(11)}${"p99".padStart(11)}${"err".padStart(5)}` +
      `${"bytes".padStart(10)} ${"enc".padEnd(5)}${"cpu/req".padStart(9)}   cpu srv / gen / other`,
  );
  rounds.forEach((figures, i) => {
    for (const kind of ["bare", "warm", "cold"])
      console.log(runLine(`${kind} #${i + 1}`, figures[kind]));
  });
  const list = (ratio, kind) => rounds.map((f) => times(ratio(f, kind))).join(", ");
  console.log(
    `  app/bare req/s: warm ${list(rpsRatio, "warm")}; cold ${list(rpsRatio, "cold")} (by round)`,
  );
  console.log(
    `  app/bare by CPU per answer: warm ${list(cpuRatio, "warm")}; cold ${list(cpuRatio, "cold")}`,
  );
  console.log(
    `  after a write (${afterWrite.writes} writes × ${afterWrite.latencies.length / Math.max(1, afterWrite.writes)}): ` +
      `p50 ${ms(percentile(afterWrite.latencies, 0.5))}, p99 ${ms(percentile(afterWrite.latencies, 0.99))}, ` +
      `max ${ms(percentile(afterWrite.latencies, 1))}, ${afterWrite.errors} errors`,
  );
}

/**
 * The acceptance lines (docs/decisions/0025-page-benchmark-against-a-bare-server.md), each on its
 * URL's median round.
 */
export function printAcceptance(results, { small, large }) {
  console.log("\nAcceptance (each URL's median round by warm app/bare req/s):");
  for (const { target, rounds } of results.slice(0, 2)) {
    const median = medianRound(rounds);
    const ratio = rpsRatio(median, "warm");
    const met = ratio >= 0.5 && median.warm.p99 < 50 && median.warm.errors === 0;
    console.log(
      `  ${target.label}: ${times(ratio)} the bare server's req/s (≥ 0.5×; by CPU per answer ` +
        `${times(cpuRatio(median, "warm"))}), p99 ${ms(median.warm.p99)} (< 50 ms), ` +
        `${median.warm.errors} errors → ${met ? "met" : "NOT met"}`,
    );
  }
  // Judged on p50: on this shared machine a p99 ratio mostly measures the other work's bursts.
  const smallPage = medianRound(results[0].rounds);
  const largePage = medianRound(results[2].rounds);
  for (const kind of ["warm", "cold"]) {
    const p50 = largePage[kind].p50 / smallPage[kind].p50;
    const p99 = largePage[kind].p99 / smallPage[kind].p99;
    console.log(
      `  ${large}-photo page / ${small}-photo page latency, ${kind}: p50 ${times(p50)} (≤ 1.5×), p99 ${times(p99)}` +
        (kind === "warm" ? ` → ${p50 <= 1.5 ? "met" : "NOT met"}` : ""),
    );
  }
}

/** The median rounds as a Markdown table, for docs/performance.md. */
export function printTable(results) {
  console.log(
    "\n| URL | bare req/s | warm: req/s (× bare; by CPU), p50 / p99 | cold: req/s (× bare), p50 / p99 | after a write: p50 / p99 | errors | body |\n" +
      "| --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const { target, rounds, afterWrite, answer } of results) {
    const median = medianRound(rounds);
    const errors = median.bare.errors + median.warm.errors + median.cold.errors + afterWrite.errors;
    console.log(
      `| ${target.label} | ${rps(median.bare.rps)} | ${rps(median.warm.rps)} ` +
        `(${times(rpsRatio(median, "warm"))}; ${times(cpuRatio(median, "warm"))}), ` +
        `${ms(median.warm.p50)} / ${ms(median.warm.p99)} | ${rps(median.cold.rps)} ` +
        `(${times(rpsRatio(median, "cold"))}), ${ms(median.cold.p50)} / ${ms(median.cold.p99)} | ` +
        `${ms(percentile(afterWrite.latencies, 0.5))} / ${ms(percentile(afterWrite.latencies, 0.99))} | ` +
        `${errors} | ${kb(answer.body.length)} ${answer.headers["content-encoding"] ?? "identity"} |`,
    );
  }
}

/** What the CPU figures say about the comparison. */
export function printFairness(results, { pinned }) {
  const runs = results.flatMap((r) => r.rounds.flatMap((f) => [f.bare, f.warm, f.cold]));
  const maxOther = Math.max(...runs.map((r) => r.otherCpu));
  // Only the bare runs could be capped by the generator: the app answers far more slowly.
  const bareRuns = results.flatMap(({ target, rounds }) =>
    rounds.map((f) => ({ target, run: f.bare })),
  );
  const fastest = bareRuns.reduce((a, b) => (b.run.rps > a.run.rps ? b : a)).run;
  const maxGenerator = Math.max(...bareRuns.map(({ run }) => run.generatorCpu));
  const capped = [
    ...new Set(
      bareRuns.filter(({ run }) => run.generatorCpu >= 0.85).map(({ target }) => target.label),
    ),
  ];
  console.log(
    [
      "",
      `fairness: ${
        pinned
          ? "the app and the bare server ran on core 0, the load generator (this process) on core 1;"
          : "no pinning (BENCH_PIN=0, no taskset or one core): all processes shared both cores;"
      } both servers were driven by the same generator with the same requests.`,
      `In the bare runs the generator used at most ${maxGenerator.toFixed(2)} of a core (fastest: ` +
        `${rps(fastest.rps)} req/s, server ${fastest.serverCpu.toFixed(2)}, generator ` +
        `${fastest.generatorCpu.toFixed(2)}): ` +
        (capped.length
          ? `it came near a full core for ${capped.join(", ")} (reading large bodies costs the reader): ` +
            "there the bare figure may be capped by it, which overstates app/bare."
          : "it never ran out of CPU, so it did not cap the bare server's figures."),
      "Where neither server nor generator reached a full core, the round trip itself (wake-ups on",
      "two cores, other work) set the pace; CPU per answer is the figure other work disturbs least.",
      `Other work on the machine took up to ${maxOther.toFixed(2)} cores during a run` +
        (maxOther > 0.5
          ? ": the figures are disturbed; run again when the machine is quieter and keep the better run."
          : "."),
    ].join("\n"),
  );
}
