// CPU time of a process's threads from /proc/<pid>/task, grouped the way a Node server's threads
// are named: its main thread (the event loop), libuv's pool (zlib, crypto, fs), V8's helpers
// (garbage collection, compilation) and the rest. Used by scripts/profile-cold-render.mjs.
import { readdirSync, readFileSync } from "node:fs";

// Kernel ticks are 1/100 s on Linux; getconf CLK_TCK says so on every machine we run on.
const TICK_MS = 10;

function groupOf(pid, tid, name) {
  if (tid === pid) return "main";
  if (/^libuv-worker/.test(name)) return "libuv pool";
  if (/^V8 ?Worker|^DelayedTask/.test(name)) return "V8 helpers";
  return `other (${name})`;
}

/** ms of CPU by thread group; with `since` (an earlier reading), the difference. */
export function threadCpuMs(pid, since) {
  const groups = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const group = groupOf(String(pid), tid, name);
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    groups.set(group, (groups.get(group) ?? 0) + ms);
  }
  if (since) for (const [group, ms] of since) groups.set(group, (groups.get(group) ?? 0) - ms);
  return groups;
}
