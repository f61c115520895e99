// The server processes of npm run bench:pages (the production app, the bare server) and the CPU
// each one uses, read from /proc.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

function hasTaskset() {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Whether servers go to core 0 and the load generator to core 1 (BENCH_PIN=0: no pinning). */
export const PIN = process.env.BENCH_PIN !== "0" && availableParallelism() >= 2 && hasTaskset();

/** Moves this process (all its threads: it is the load generator) to core 1. */
export function pinSelfToCoreOne() {
  if (PIN) execFileSync("taskset", ["-a", "-cp", "1", String(process.pid)], { stdio: "ignore" });
}

// The servers started here and still running, for stopAll.
const running = new Set();

/** `node args…`, on core 0 when `pinned`; `pid` is node's own (taskset execs it). */
function spawnNode(root, args, { pinned, env, stdio }) {
  const [command, argv] =
    pinned && PIN ? ["taskset", ["-c", "0", process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, argv, { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio });
  running.add(child);
  child.on("exit", () => running.delete(child));
  return child;
}

/** Stops every server this process started that still runs (a failure, Ctrl-C). */
export const stopAll = () => Promise.all([...running].map((child) => stop(child)));

/**
 * The production app (`server.mjs` on the build) on a DATA_DIR. Its JSON log (a line per request,
 * as in production) goes to `logFile`, whose end is printed if the app dies unasked. Resolves
 * once /healthz answers 200, asked every `pollMs` (a start-up time is as fine as that).
 */
export async function startApp(root, { port, dataDir, logFile, pinned, pollMs = 100 }) {
  const env = {
    NODE_ENV: "production",
    // What `npm start` and the Docker image run with (ADR 23).
    MALLOC_ARENA_MAX: "2",
    MALLOC_TRIM_THRESHOLD_: "8388608",
    MALLOC_MMAP_THRESHOLD_: "4194304",
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
  };
  const log = openSync(logFile, "a");
  const child = spawnNode(root, ["server.mjs"], { pinned, env, stdio: ["ignore", log, "inherit"] });
  closeSync(log);
  child.port = port;
  child.on("exit", (code, signal) => {
    if (child.stopping) return;
    const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n");
    console.error(`\nthe app exited (${code ?? signal}); its log ends with:\n${tail}`);
  });
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }
  throw new Error("the app did not start within 30 s");
}

/** The bare server (bare-server.mjs) answering from the responses in `dir`. */
export async function startBare(root, { port, dir }) {
  const child = spawnNode(root, ["scripts/bench/bare-server.mjs", String(port), dir], {
    pinned: true,
    env: {},
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.port = port;
  const [line] = await once(child.stdout, "data");
  if (!String(line).includes("listening")) throw new Error("the bare server did not start");
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await once(child, "exit");
  clearTimeout(killer);
}

/** CPU seconds a process (all its threads) has used so far. */
export function processCpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime, stime
}

/** CPU seconds all cores have been busy so far (anything but idle and I/O wait). */
export function machineBusySeconds() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / CLK_TCK;
}

/** A process's resident memory now, in MB (VmRSS in /proc/{pid}/status). */
export function residentMegabytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Samples a process's resident memory every `everyMs`; `stop()` gives the peak and mean, MB. */
export function sampleResident(pid, everyMs = 250) {
  const samples = [residentMegabytes(pid)];
  const timer = setInterval(() => samples.push(residentMegabytes(pid)), everyMs);
  return () => {
    clearInterval(timer);
    samples.push(residentMegabytes(pid));
    const known = samples.filter(Number.isFinite);
    return {
      peak: Math.max(...known),
      mean: known.reduce((sum, mb) => sum + mb, 0) / known.length,
    };
  };
}
