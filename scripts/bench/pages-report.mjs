// What npm run bench:pages prints: every run, the app/bare ratios, the acceptance, a
// table for docs/performance.md and the evidence that the comparison was fair.

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) =>
  Number.isNaN(n) ? "—" : `${n < 10 ? n.toFixed(2) : n.toFixed(n < 1000 ? 1 : 0)} ms`;
const times = (n) => `${n < 0.095 ? n.toFixed(3) : n.toFixed(2)}×`;
const rps = (n) => n.toFixed(n < 10 ? 1 : 0);

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

function runLine(label, r) {
  return (
    `  ${label.padEnd(9)}${rps(r.rps).padStart(8)}${ms(r.p50).padStart(11)}${ms(r.p99).padStart(11)}` +
    `${String(r.errors).padStart(5)}${kb(r.avgBytes).padStart(10)} ${r.encodings.join(",").padEnd(8)}` +
    ` ${r.serverCpu.toFixed(2)} / ${r.generatorCpu.toFixed(2)} / ${r.otherCpu.toFixed(2)}` +
    (r.short ? `  (${r.short} cut short)` : "")
  );
}

/** The round whose warm app/bare ratio is highest: the one least disturbed by other work. */
function bestRound(rounds) {
  return rounds.reduce((a, b) => (b.warm.rps / b.bare.rps > a.warm.rps / a.bare.rps ? b : a));
}

export function printMethod({ connections, seconds, rounds, pinned }) {
  console.log(
    [
      "",
      `${connections} keep-alive connections, each sending its next GET when the last answer is complete,`,
      `${seconds} s per run, ${rounds} round(s) per URL; every request sends Accept-Encoding: gzip, br`,
      "and a browser's User-Agent. Three kinds of run, back to back, the order alternating by round:",
      "  bare  a node http server, in its own process, sending the app's captured answer to the",
      "        same request (status, headers, body as encoded by the app) from memory",
      "  warm  the app, the same URL again and again",
      "  cold  the app, every request a URL never asked before (?bench-miss=n, ignored by the",
      "        routes): each one misses any page cache; without a cache, cold = warm",
      "  after a write: a public write through the app (a photo's featured flag flips), then one",
      `        request on each of the ${connections} connections at once: the first visitors after a change`,
      "Columns: req/s, p50 and p99 (request sent → last body byte), errors (non-2xx, broken",
      "connection, or a body under 90 % of the captured answer's: a render cut off), body bytes",
      "per answer as sent, its encoding, and the CPU used during the run in",
      `cores: server / load generator / all other work on the machine${pinned ? " (servers pinned to core 0, generator to core 1)" : ""}.`,
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
      `${"bytes".padStart(10)} ${"enc".padEnd(8)} cpu srv / gen / other`,
  );
  rounds.forEach((figures, i) => {
    for (const kind of ["bare", "warm", "cold"])
      console.log(runLine(`${kind} #${i + 1}`, figures[kind]));
  });
  const ratio = (kind) => rounds.map((f) => times(f[kind].rps / f.bare.rps)).join(", ");
  console.log(`  app/bare req/s: warm ${ratio("warm")}; cold ${ratio("cold")} (by round)`);
  console.log(
    `  after a write (${afterWrite.writes} writes × ${afterWrite.latencies.length / Math.max(1, afterWrite.writes)}): ` +
      `p50 ${ms(percentile(afterWrite.latencies, 0.5))}, p99 ${ms(percentile(afterWrite.latencies, 0.99))}, ` +
      `max ${ms(percentile(afterWrite.latencies, 1))}, ${afterWrite.errors} errors`,
  );
}

/** Issue 11's acceptance lines, each on its target's best round. */
export function printAcceptance(results, { small, large }) {
  console.log("\nissue 11 acceptance (each URL's best round):");
  for (const { target, rounds } of results.slice(0, 2)) {
    const best = bestRound(rounds);
    const ratio = best.warm.rps / best.bare.rps;
    const met = ratio >= 0.5 && best.warm.p99 < 50 && best.warm.errors === 0;
    console.log(
      `  ${target.label}: ${times(ratio)} the bare server's req/s (≥ 0.5×), p99 ${ms(best.warm.p99)} ` +
        `(< 50 ms), ${best.warm.errors} errors → ${met ? "met" : "NOT met"}`,
    );
  }
  const smallPage = bestRound(results[0].rounds);
  const largePage = bestRound(results[2].rounds);
  for (const kind of ["warm", "cold"]) {
    const p50 = largePage[kind].p50 / smallPage[kind].p50;
    const p99 = largePage[kind].p99 / smallPage[kind].p99;
    console.log(
      `  ${large}-photo page / ${small}-photo page latency, ${kind}: p50 ${times(p50)}, p99 ${times(p99)} (≤ 1.5×)` +
        (kind === "warm" ? ` → ${p50 <= 1.5 && p99 <= 1.5 ? "met" : "NOT met"}` : ""),
    );
  }
}

/** The best rounds as a Markdown table, for docs/performance.md. */
export function printTable(results) {
  console.log(
    "\n| URL | bare req/s | warm: req/s (× bare), p50 / p99 | cold: req/s (× bare), p50 / p99 | after a write: p50 / p99 | errors | body |\n" +
      "| --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const { target, rounds, afterWrite, answer } of results) {
    const best = bestRound(rounds);
    const cell = (r) =>
      `${rps(r.rps)} (${times(r.rps / best.bare.rps)}), ${ms(r.p50)} / ${ms(r.p99)}`;
    const errors = best.bare.errors + best.warm.errors + best.cold.errors + afterWrite.errors;
    console.log(
      `| ${target.label} | ${rps(best.bare.rps)} | ${cell(best.warm)} | ${cell(best.cold)} | ` +
        `${ms(percentile(afterWrite.latencies, 0.5))} / ${ms(percentile(afterWrite.latencies, 0.99))} | ` +
        `${errors} | ${kb(answer.body.length)} ${answer.headers["content-encoding"] ?? "identity"} |`,
    );
  }
}

/** What the CPU figures say about the comparison. */
export function printFairness(results, { pinned }) {
  const runs = results.flatMap((r) => r.rounds.flatMap((f) => [f.bare, f.warm, f.cold]));
  const bareRuns = results.flatMap((r) => r.rounds.map((f) => f.bare));
  const maxGenerator = Math.max(...runs.map((r) => r.generatorCpu));
  const maxOther = Math.max(...runs.map((r) => r.otherCpu));
  const fastest = bareRuns.reduce((a, b) => (b.rps > a.rps ? b : a));
  console.log(
    [
      "",
      `fairness: ${
        pinned
          ? "the app and the bare server ran on core 0, the load generator (this process) on core 1,"
          : "no pinning (BENCH_PIN=0, no taskset or one core): all processes shared both cores,"
      } both servers were driven by the same generator with the same requests.`,
      `The generator used at most ${maxGenerator.toFixed(2)} of a core (fastest bare run: ${rps(fastest.rps)} req/s,` +
        ` server ${fastest.serverCpu.toFixed(2)}, generator ${fastest.generatorCpu.toFixed(2)}): ` +
        (maxGenerator < 0.9
          ? "it never ran out of CPU, so it did not cap the bare server's figures."
          : "it came close to a full core: the bare server's figures may be capped by it, which overstates app/bare."),
      `Other work on the machine took up to ${maxOther.toFixed(2)} cores during a run` +
        (maxOther > 0.5
          ? ": the figures are disturbed; run again when the machine is quieter and keep the better run."
          : "."),
    ].join("\n"),
  );
}
