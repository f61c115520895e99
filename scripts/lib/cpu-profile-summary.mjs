// Where a server's main thread spent its time, from a V8 .cpuprofile (node --cpu-prof): self time
// by component and by function, and time under each module (inclusive), over a window of the
// profile and per request in it. The app's code is one bundle (build/index.js) in which esbuild
// starts every module with a `// path/of/module.ts` line: samples in the bundle are put back in
// their modules by that. Used by scripts/profile-cold-render.mjs.
import { readFileSync } from "node:fs";
import path from "node:path";

// A module path (or V8's pseudo frames) to the component it belongs to; the first match wins.
const COMPONENTS = [
  [/^\((garbage collector)\)$/, "garbage collection"],
  [/^\((program|idle|root)\)$/, "V8 / idle outside JS"],
  [/react-dom\/cjs\/react-dom-server/, "React server render (react-dom/server)"],
  [
    /node_modules\/(react|react-dom|react-router|react-router-dom|@remix-run\/react)\//,
    "React, router (components' libs)",
  ],
  [/turbo-stream/, "single-fetch serialisation (turbo-stream)"],
  [/@remix-run\/(server-runtime|node|router)\//, "Remix server runtime"],
  [
    /node_modules\/(express|compression|router|send|body-parser|finalhandler|on-headers|accepts|negotiator)\//,
    "Express, compression middleware",
  ],
  [/^node:(zlib|internal\/(zlib|streams)|stream)/, "node zlib, streams"],
  [/^node:(_http|http|net|internal\/(http|net|stream_base))/, "node HTTP, sockets"],
  [/pino|sonic-boom|app\/services\/log\//, "logging"],
  [/node_modules\/zod\//, "zod"],
  [/node_modules\/mongoose\//, "mongoose"],
  [/^app\/data\//, "app data layer (SQLite engine, repositories)"],
  [/^app\/services\/public-cache\//, "public page cache"],
  [/^app\/(templates|template-sdk)\//, "templates (components)"],
  [/^app\/(routes|root|components|entry)/, "routes, root, components"],
  [/^app\//, "other app modules"],
  [/^node:/, "other node internals"],
  [/^native /, "native functions (sqlite, crypto...)"],
  [/node_modules\//, "other packages"],
];

const componentOf = (module) =>
  COMPONENTS.find(([pattern]) => pattern.test(module))?.[1] ?? "other";

/** The bundle's module boundaries: [{line, module}] sorted by line (0-based lines, as V8's). */
function bundleModules(file) {
  const starts = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, line) => {
      const match = /^\/\/ ((?:app|node_modules)\/\S+)$/.exec(text);
      if (match) starts.push({ line, module: match[1] });
    });
  return starts;
}

function moduleFinder(root) {
  const bundles = new Map();
  return ({ url, lineNumber, functionName }) => {
    if (!url) return /^\(/.test(functionName) ? functionName : `native ${functionName || "?"}`;
    let file = url.startsWith("file://") ? decodeURIComponent(new URL(url).pathname) : url;
    if (!file.startsWith("/")) return file; // node:…
    if (file === path.join(root, "build/index.js")) {
      if (!bundles.has(file)) bundles.set(file, bundleModules(file));
      const starts = bundles.get(file);
      let found = "build/index.js (outside any module)";
      for (const start of starts) {
        if (start.line > lineNumber) break;
        found = start.module;
      }
      return found;
    }
    file = path.relative(root, file);
    const inPackage = file.lastIndexOf("node_modules/");
    return inPackage >= 0 ? file.slice(inPackage) : file;
  };
}

const ms = (micros) => (micros / 1000).toFixed(2);

/**
 * A text report of the profile `file` between `from` and `to` (µs on the profile's clock, which
 * is the monotonic clock of process.hrtime), per request when `requests` is given. Samples are
 * counted, not timed: on a busy machine the time between two samples is mostly time the thread
 * waited for a core. When `busyMs` (the thread's CPU time in the window, from /proc) is given,
 * the samples outside idle share it out; otherwise each counts as `interval` µs.
 */
export function summariseProfile(
  file,
  { root, from = -Infinity, to = Infinity, requests = 1, busyMs, interval = 1000 },
) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const moduleOf = moduleFinder(root);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  for (const node of profile.nodes) node.module = moduleOf(node.callFrame);

  const counts = new Map(); // node id → samples
  let time = profile.startTime;
  let busySamples = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    if (time < from || time > to) continue;
    const id = profile.samples[i];
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (nodes.get(id).callFrame.functionName !== "(idle)") busySamples++;
  }
  const each = busyMs === undefined ? interval : (busyMs * 1000) / busySamples;
  const self = new Map([...counts].map(([id, n]) => [id, n * each]));
  const total = busySamples * each;

  const byComponent = new Map();
  const byFunction = new Map();
  const underModule = new Map();
  for (const [id, micros] of self) {
    const node = nodes.get(id);
    if (node.callFrame.functionName === "(idle)") continue;
    const component = componentOf(node.module);
    byComponent.set(component, (byComponent.get(component) ?? 0) + micros);
    const name = `${node.callFrame.functionName || "(anonymous)"}  ${node.module}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) seen.add(nodes.get(at).module);
    for (const module of seen) underModule.set(module, (underModule.get(module) ?? 0) + micros);
  }

  const sorted = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const share = (micros) => `${((100 * micros) / total).toFixed(1)} %`;
  const lines = [
    `main thread busy in the window: ${ms(total)} ms, ${ms(total / requests)} ms per request ` +
      `(${requests}; ${busySamples} samples, idle left out)`,
    "",
    "| component (self time) | ms per request | share |",
    "| --- | --- | --- |",
    ...sorted(byComponent, 40).map(([c, t]) => `| ${c} | ${ms(t / requests)} | ${share(t)} |`),
    "",
    "functions by self time, ms per request:",
    ...sorted(byFunction, 30).map(([f, t]) => `  ${ms(t / requests).padStart(6)}  ${f}`),
    "",
    "time under a module's frames (inclusive), ms per request:",
    ...sorted(underModule, 40)
      .filter(([m]) => !/^\(/.test(m))
      .map(([m, t]) => `  ${ms(t / requests).padStart(6)}  ${m}`),
  ];
  return lines.join("\n");
}
