// Sign-in burst benchmark (docs/decisions/0036-password-hashing-pool.md): how fast visitors get
// a /media photo and static files (/favicon.svg, a /build script) while 60 sign-ins from 6
// addresses are being checked, against the same files with nothing else going on. Each sign-in
// is a wrong password for an email nobody has (the server still checks a decoy hash), sent with
// the site's Origin, from its own loopback source address, inside the per-address limit of 30,
// with the real limits on. Prints figures; asserts nothing.
//
// Run `npm run build` first; in the shared work tree, under the e2e lock so nobody rebuilds
// during the run: flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run bench:sign-in-burst'
// About a minute. Settings (environment): BENCH_ROUNDS (3) bursts, BENCH_CLIENTS (6) addresses
// and BENCH_SIGN_INS (10) posts from each per burst, BENCH_PORT (3410).
import { readFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { requireBuild, ROOT, signUpPhotographer, startBenchServer } from "./lib/bench-server.mjs";

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const PORT = setting("BENCH_PORT", 3410);
const ROUNDS = setting("BENCH_ROUNDS", 3);
const CLIENTS = setting("BENCH_CLIENTS", 6);
const SIGN_INS = setting("BENCH_SIGN_INS", 10);
const IDLE_PROBES = 20;
const base = `http://127.0.0.1:${PORT}`;

/** One request on a connection of its own; resolves with status, headers, body and time. */
function send(method, urlPath, { from, body, headers } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: urlPath,
        method,
        agent: false,
        headers,
        ...(from ? { localAddress: from } : {}),
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const signIn = (from, email) =>
  send("POST", "/login", {
    from,
    body: new URLSearchParams({ name__confirm: "", email, password: "wrong-password" }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
  });

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
const ms = (value) => `${Math.round(value)} ms`.padStart(9);

/** The files a visitor loads: a published photo, the favicon and the page's first script. */
async function visitorFiles() {
  const photographer = await signUpPhotographer(base, {
    email: "burst@example.test",
    password: "bench-pass-1",
    profile: { firstName: "Bench", lastName: "Burst", username: "burst" },
  });
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "demo-content/manifest.json"), "utf8"));
  const demo = manifest.photographers[0].photos[0];
  const bytes = readFileSync(path.join(ROOT, "demo-content", demo.file));
  const id = await photographer.upload(bytes, demo.file, { title: "Burst", category: "nature" });
  await photographer.post(`/api/user/photos/${id}/public`, { isPublic: true });
  const photos = JSON.parse((await send("GET", "/api/portfolio/burst/photos")).body);
  const home = await send("GET", "/");
  const script = /\/build\/[^"]+\.js/.exec(home.body)[0];
  return [photos[0].imageUrl, "/favicon.svg", script];
}

/** Loads each file over and over, each in its own loop, until `until` settles; latencies. */
async function probe(files, until) {
  let done = false;
  until.finally(() => (done = true));
  const loop = async (file) => {
    const times = [];
    while (!done) {
      const answer = await send("GET", file);
      if (answer.status !== 200) throw new Error(`${file}: ${answer.status}`);
      times.push(answer.ms);
    }
    return [file, times];
  };
  return Object.fromEntries(await Promise.all(files.map(loop)));
}

requireBuild();
const server = await startBenchServer({
  port: PORT,
  env: { RATE_LIMITS: "true", SITE_URL: base, LOG_LEVEL: "warn" },
  name: "sign-in-burst",
});
try {
  const files = await visitorFiles();
  const idle = Object.fromEntries(files.map((file) => [file, []]));
  for (let i = 0; i < IDLE_PROBES; i++) {
    for (const file of files) idle[file].push((await send("GET", file)).ms);
  }

  const during = Object.fromEntries(files.map((file) => [file, []]));
  const statuses = {};
  const signInTimes = [];
  const burstTimes = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh addresses each round (127.0.round+1.x), so no address passes its limit of 30.
    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: CLIENTS }, (_, c) => `127.0.${round + 1}.${c + 2}`).flatMap((from) =>
        Array.from({ length: SIGN_INS }, (_, i) =>
          signIn(from, `nobody-${from}-${i}@example.test`),
        ),
      ),
    );
    const times = await probe(files, burst);
    burstTimes.push(performance.now() - started);
    for (const answer of await burst) {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      signInTimes.push(answer.ms);
    }
    for (const file of files) during[file].push(...times[file]);
  }

  console.log(
    `sign-in burst: ${ROUNDS} rounds of ${CLIENTS * SIGN_INS} sign-ins from ${CLIENTS} addresses; ` +
      `${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `${"file".padEnd(16)} ${"idle p50".padStart(9)} | during: ${"p50".padStart(9)} ${"p99".padStart(9)} ${"max".padStart(9)}   n`,
  );
  const labels = ["/media photo", "/favicon.svg", "/build script"];
  files.forEach((file, i) => {
    const d = during[file];
    console.log(
      `${labels[i].padEnd(16)} ${ms(percentile(idle[file], 0.5))} |         ${ms(percentile(d, 0.5))} ${ms(percentile(d, 0.99))} ${ms(Math.max(...d))}   ${d.length}`,
    );
  });
  console.log(
    `sign-ins answered: ${Object.entries(statuses)
      .map(([s, n]) => `${n}× ${s}`)
      .join(", ")}; ` +
      `each in p50 ${ms(percentile(signInTimes, 0.5)).trim()}, max ${ms(Math.max(...signInTimes)).trim()}; ` +
      `a burst lasted ${burstTimes.map((t) => (t / 1000).toFixed(1)).join(", ")} s`,
  );
} finally {
  await server.stop();
}
