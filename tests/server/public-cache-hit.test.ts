import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";

/**
 * docs/decisions/0031-cheap-cache-hits.md, "a cache hit makes no database query": the built app
 * (`npm run build` first) in this process, its cache mounted as server.mjs mounts it, every
 * repository function of the process's database counted — sessions included — and every React
 * render counted.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-cache-hit-"));
const BUILD = path.resolve(__dirname, "../../build/index.js");
const calls: string[] = [];
let renders = 0;
let server: Server;
let base = "";

type Repositories = Record<string, Record<string, unknown>>;

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: "true", RATE_LIMITS: "false" });
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild & {
    entry: { module: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const app = build.entry.module;
  await app.bootstrap();

  // The process's database slot (db.server.ts, kept by onePerProcess).
  const slot = (globalThis as Record<symbol, { opening?: Promise<Repositories> }>)[
    Symbol.for("viewfinder.database")
  ];
  const database = (await slot?.opening)!;
  for (const [name, repository] of Object.entries(database)) {
    if (!repository || typeof repository !== "object") continue;
    for (const [method, fn] of Object.entries(repository)) {
      if (typeof fn !== "function") continue;
      repository[method] = (...args: unknown[]) => {
        calls.push(`${name}.${method}`);
        return (fn as (...a: unknown[]) => unknown).apply(repository, args);
      };
    }
  }
  const counted: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...app,
        default: (...args: unknown[]) => {
          renders += 1;
          return (app.default as (...a: unknown[]) => unknown)(...args);
        },
      } as ServerBuild["entry"]["module"],
    },
  };
  const getLoadContext = () => ({ clientAddress: "127.0.0.1" });
  const cache = app.publicPageCache({
    build: counted,
    getLoadContext,
    clientAddressOf: () => "127.0.0.1",
    isShuttingDown: () => false,
  });
  // Mounted as server.mjs mounts it: hits before Express, misses just before Remix.
  const web = express();
  web.use(cache.fillMisses);
  web.all("*", createRequestHandler({ build: counted, mode: "production", getLoadContext }));
  server = createServer((req, res) => {
    if (!cache.serveHit(req, res)) web(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function visit(address: string) {
  calls.length = 0;
  renders = 0;
  const response = await fetch(`${base}${address}`);
  await response.arrayBuffer();
  return { state: response.headers.get("x-cache"), calls: [...calls], renders };
}

it("answers a hit with no database call, no session lookup and no render", async () => {
  const demo = (await (await fetch(`${base}/api/photos`)).json()) as {
    photographerUsername?: string;
  }[];
  const username = demo.find((photo) => photo.photographerUsername)?.photographerUsername;
  expect(username).toBeTruthy();
  for (const address of [`/${username}`, `/api/portfolio/${username}/photos`, "/api/templates"]) {
    const miss = await visit(address);
    expect(miss.state, address).toBe("MISS");
    if (!address.startsWith("/api/templates"))
      expect(miss.calls.length, address).toBeGreaterThan(0);
    const hit = await visit(address);
    expect(hit.state, address).toBe("HIT");
    expect(hit.calls, address).toEqual([]);
    expect(hit.renders, address).toBe(0);
  }
  // A page is rendered by React on a miss: the counter does count renders.
  const page = await visit(`/${username}?featured=nature`);
  expect(page.renders).toBe(1);
});
