import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { startServer, type RunningServer } from "./server-process";

/**
 * docs/product.md#routes: a 14 KB portfolio identifier (`a-a-a-…`, `a.a.a.…`) once took 20 s and
 * held every other request up. It must be refused at once while the server keeps answering others.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-identifiers-"));
let server: RunningServer;

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "ana@example.test",
    username: "ana",
    firstName: "Ana",
    lastName: "Lee",
    portfolioUrlType: "fullname_dash",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Status and wall time of one request. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${url}`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const LONG = {
  dashes: `${"a-".repeat(7_000)}a`,
  dots: `${"a.".repeat(7_000)}a`,
};
const ROUTES = [
  (id: string) => `/${id}`,
  (id: string) => `/api/portfolio/${id}`,
  (id: string) => `/api/portfolio/${id}/photos`,
];

describe("portfolio identifiers", () => {
  it("resolve a full-name URL, the username and nothing longer than a real name", async () => {
    expect((await timed("/ana-lee")).status).toBe(200);
    const api = await fetch(`${server.url}/api/portfolio/ana-lee`);
    expect(api.status).toBe(200);
    expect((await api.json()).username).toBe("ana");
    expect((await timed("/api/portfolio/ana")).status).toBe(200);
    expect((await timed("/ana.lee")).status).toBe(404);
  });

  for (const [kind, identifier] of Object.entries(LONG)) {
    it.each(ROUTES.map((route) => [route(identifier).slice(0, 20), route] as const))(
      `a 14 KB identifier of ${kind} at %s… answers 404 at once, and others keep flowing`,
      async (_, route) => {
        expect(identifier.length).toBeGreaterThan(14_000);
        // Warm the route up, so what is measured is the lookup, not the first render.
        await timed(route("warm-up"));
        const [long, other] = await Promise.all([timed(route(identifier)), timed(route("ana"))]);
        expect(long.status).toBe(404);
        expect(other.status).toBe(200);
        // A lookup that backtracks on such an identifier takes seconds to forever; a linear one a
        // few milliseconds. The bound only has to tell those apart, also on a loaded CI machine
        // (the lookup's own speed is benchmarked, not tested: docs/performance.md).
        expect(long.ms).toBeLessThan(1_000);
        expect(other.ms).toBeLessThan(1_000);
      },
    );
  }
});
