import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { createLocalStore } from "~/storage/local-store.server";
import { startServer, type RunningServer } from "./server-process";

/**
 * A burst of sign-ins must not starve file serving (docs/decisions/0036-password-hashing-pool.md):
 * 60 sign-in posts from 6 clients (10 each, inside the per-address limit of 30), with the real
 * limits on, while a visitor loads a photo and the site's static files. Before the hashing pool
 * every post ran scrypt on libuv's 4 threads and each file read waited ~6 s behind them.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const CLIENTS = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6", "127.0.0.7"];
const SIGN_INS_PER_CLIENT = 10;
// Sequential reads of each file answered while the burst lasts: ~360 on the 2-core development
// machine, 1–2 when every read waited behind the hashing.
const ANSWERS_DURING_BURST = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-sign-in-burst-"));
let server: RunningServer;
let photoId = "";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One request on its own connection, optionally from a chosen loopback source address. */
function send(
  method: "GET" | "POST",
  pathname: string,
  options: { from?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { port } = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: options.headers,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A failed sign-in for an email nobody has: the server still checks a decoy hash. */
const signIn = (from: string, i: number) =>
  send("POST", "/login", {
    from,
    body: new URLSearchParams({
      name__confirm: "",
      email: `nobody-${from}-${i}@example.test`,
      password: "wrong-password",
    }).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      // A browser's post from the site itself passes the origin check.
      Origin: server.url,
    },
  });

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const user = await database.users.create({
    email: "ana@example.test",
    username: "ana",
    firstName: "Ana",
    lastName: "Burst",
  });
  const photo = await database.photos.create({
    userId: user.id,
    title: "Open sea",
    category: "nature",
    isPublic: true,
  });
  const key = `photo/${user.id}/${photo.id}/w800-0a1b2c3d.jpg`;
  await createLocalStore(path.join(dataDir, "storage")).put(
    key,
    readFileSync(path.join(FIXTURES, "canon-gps.jpg")),
    { contentType: "image/jpeg" },
  );
  await database.photos.update(photo.id, {
    derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
  });
  photoId = photo.id;
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "true" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a burst of 60 sign-ins from 6 addresses", () => {
  it("keeps serving /media and static files while it runs, and answers every sign-in with a refusal it explains", async () => {
    const listed = await send("GET", "/api/portfolio/ana/photos");
    const photo = (JSON.parse(listed.body) as { id: string; imageUrl: string }[]).find(
      (p) => p.id === photoId,
    )!;
    const home = await send("GET", "/");
    const script = /\/build\/[^"]+\.js/.exec(home.body)![0];
    const files = [photo.imageUrl, "/favicon.svg", script];
    for (const file of files) expect((await send("GET", file)).status, file).toBe(200);

    const burst = Promise.all(
      CLIENTS.flatMap((from) =>
        Array.from({ length: SIGN_INS_PER_CLIENT }, (_, i) => signIn(from, i)),
      ),
    );
    // A visitor loading the files while the sign-ins are being checked.
    const during: Record<string, number[]> = Object.fromEntries(files.map((f) => [f, []]));
    let done = false;
    void burst.finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (!done) {
      for (const file of files) {
        const answer = await send("GET", file);
        expect(answer.status, file).toBe(200);
        during[file]!.push(answer.ms);
      }
    }
    const answers = await burst;

    // Not a time limit (a loaded machine is slower at everything): the files kept coming while
    // the sign-ins were checked. Behind the hashing, each read waited for the burst's end, so a
    // visitor got one or two answers in all; served beside it, hundreds.
    for (const file of files) {
      expect(during[file]!.length, file).toBeGreaterThanOrEqual(ANSWERS_DURING_BURST);
    }
    // Checked (and refused) or turned away at once, with when to try again; never an error.
    for (const answer of answers) expect([401, 503]).toContain(answer.status);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(answer.body).toContain("The server is busy checking passwords");
    }
  }, 120_000);
});
