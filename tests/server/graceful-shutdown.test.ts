import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { createLocalStore } from "~/storage/local-store.server";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * Graceful shutdown against the built server (`npm run build` first): SIGTERM while an upload is
 * still sending its body lets it finish, refuses new connections, and leaves the data whole.
 */

const FIXTURE = readFileSync(path.resolve(__dirname, "../../app/images/__fixtures__/meadow.png"));
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-shutdown-"));
let server: RunningServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "shutdown@example.test",
      password: "shutdown-password",
      confirmPassword: "shutdown-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  cookie = cookieFrom(response);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A multipart upload body, cut in pieces so it can be sent slowly. */
function multipartPieces(boundary: string): Buffer[] {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("title", "Meadow at dusk") +
      field("category", "landscape") +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="meadow.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const third = Math.ceil(FIXTURE.length / 3);
  return [
    head,
    FIXTURE.subarray(0, third),
    FIXTURE.subarray(third, 2 * third),
    FIXTURE.subarray(2 * third),
    tail,
  ];
}

/** Whether a fresh TCP connection to the server's port is refused. */
async function connectionRefused(url: string): Promise<boolean> {
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  try {
    await once(socket, "connect");
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
  } finally {
    socket.destroy();
  }
}

describe("SIGTERM during an upload", () => {
  it("lets the upload finish, refuses new connections, exits 0 and leaves a whole photo", async () => {
    const boundary = "----viewfinder-shutdown-test";
    const pieces = multipartPieces(boundary);
    const { port } = new URL(server.url);
    const upload = httpRequest({
      host: "127.0.0.1",
      port: Number(port),
      method: "POST",
      path: "/api/photos/upload",
      headers: {
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(pieces.reduce((total, piece) => total + piece.length, 0)),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      });
      upload.on("error", reject);
    });
    const exited = once(server.process, "exit");

    // Half the body, then SIGTERM while the server still waits for the rest.
    upload.write(pieces[0]);
    upload.write(pieces[1]);
    await sleep(300);
    server.process.kill("SIGTERM");
    await sleep(500);
    expect(server.process.exitCode).toBeNull();
    expect(await connectionRefused(server.url)).toBe(true);

    // The rest arrives slowly: over 6 s, longer than a stop that merely waits a few seconds.
    for (const piece of pieces.slice(2)) {
      await sleep(2000);
      upload.write(piece);
    }
    upload.end();

    const { status, body } = await answered;
    expect(status).toBe(201);
    const photo = JSON.parse(body) as { id: string; title: string };
    expect(photo.title).toBe("Meadow at dusk");

    const [code] = await exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("Viewfinder stopped");

    // The stopped process released DATA_DIR: its data can be read, and it is whole.
    const database = await openDatabase({ dataDir });
    try {
      const records = await database.photos.listByUser(
        (await database.users.findByEmail("shutdown@example.test"))!.id,
      );
      expect(records.map((record) => record.id)).toEqual([photo.id]);
      const record = records[0]!;
      const stored = await createLocalStore(path.join(dataDir, "storage")).list("photo/");
      const storedKeys = stored.map((object) => object.key).sort();
      const recordKeys = [record.originalKey, ...record.derivatives.map((d) => d.key)].sort();
      // Every object belongs to the record and every key the record names exists: no orphans.
      expect(storedKeys).toEqual(recordKeys);
      expect(record.derivatives.length).toBeGreaterThan(0);
      const original = stored.find((object) => object.key === record.originalKey);
      expect(original?.size).toBe(FIXTURE.length);
    } finally {
      await database.close();
    }
  }, 60_000);
});
