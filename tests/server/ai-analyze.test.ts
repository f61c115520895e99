import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../app/images/__fixtures__/load-fixture";
import { AI_TIMEOUT_MESSAGE } from "../../app/services/suggestions/types";
import { startOpenAiStandIn, type OpenAiStandIn } from "../stand-ins/openai";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

// Runs the built app: `flock /tmp/viewfinder-e2e.lock npx remix build` first.

const INVALID_TYPE =
  "Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.";
const dataDirs: string[] = [];
const servers: RunningServer[] = [];
let standIn: OpenAiStandIn;

async function start(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-ai-analyze-"));
  dataDirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false", ...env });
  servers.push(server);
  return server;
}

async function signUp(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    // The honeypot field must be present and empty, as the browser form sends it.
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "analyse-me-please",
      confirmPassword: "analyse-me-please",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}

function analyse(server: RunningServer, cookie: string | null, file: Blob, name = "photo.jpg") {
  const body = new FormData();
  body.append("image", file, name);
  return fetch(`${server.url}/api/photos/ai-analyze`, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

const leavesReply = () => ({
  title: "Leaves in the Light",
  category: "Nature",
  description: "Fresh green leaves in soft light.",
  tags: ["Leaves", "green"],
  alt: "Green leaves filling the frame.",
});

const jpeg = () => new Blob([new Uint8Array(fixture("canon-gps.jpg"))], { type: "image/jpeg" });

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: leavesReply });
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await standIn?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("POST /api/photos/ai-analyze with the offline analyser", () => {
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    server = await start();
    cookie = await signUp(server, "offline@example.test");
  });

  it("answers 401 to a signed-out visitor", async () => {
    const response = await analyse(server, null, jpeg());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required" });
  });

  it("suggests only what the file tells: its name, camera facts, colours and shape", async () => {
    const response = await analyse(server, cookie, jpeg(), "leaves_in-the light.jpg");
    expect(response.status).toBe(200);
    const { suggestions, provider } = await response.json();
    expect(provider).toBe("offline");
    expect(suggestions).toEqual({
      title: "Leaves in the light",
      // Green and wide, but no genre is guessed without a model.
      category: null,
      description: expect.stringContaining("Taken on a Canon EOS 350D DIGITAL at 107 mm"),
      tags: expect.arrayContaining(["green", "horizontal"]),
      alt: expect.stringMatching(/^Landscape-format photograph/),
    });
    expect(standIn.requests).toHaveLength(0);

    const camera = await (await analyse(server, cookie, jpeg(), "IMG_0042.JPG")).json();
    expect(camera.suggestions.title).toBe("");
  });

  it("refuses a text file with the spec's message, whatever its name claims", async () => {
    for (const name of ["notes.txt", "notes.jpg"]) {
      const response = await analyse(server, cookie, new Blob(["just notes"]), name);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID_TYPE });
    }
  });

  it("refuses a file over 25MB before reading all of it", async () => {
    const response = await analyse(server, cookie, new Blob([new Uint8Array(26 * 1024 * 1024)]));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: "File too large: Maximum file size is 25MB.",
    });
  });

  it("asks for an image when none is sent", async () => {
    const response = await fetch(`${server.url}/api/photos/ai-analyze`, {
      method: "POST",
      body: new FormData(),
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/select an image/);

    const notMultipart = await fetch(`${server.url}/api/photos/ai-analyze`, {
      method: "POST",
      body: JSON.stringify({ image: "photo.jpg" }),
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    });
    expect(notMultipart.status).toBe(415);
  });
});

describe("POST /api/photos/ai-analyze with an OpenAI-compatible provider", () => {
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    server = await start({
      OPENAI_API_KEY: standIn.apiKey,
      OPENAI_BASE_URL: standIn.url,
      OPENAI_MODEL: "stand-in-vision",
    });
    cookie = await signUp(server, "openai@example.test");
  });
  afterEach(() => {
    standIn.configure({ reply: leavesReply });
    standIn.requests.length = 0;
  });

  it("returns the provider's suggestions, normalised", async () => {
    const response = await analyse(server, cookie, jpeg());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      provider: "openai",
      suggestions: {
        title: "Leaves in the Light",
        category: "nature",
        description: "Fresh green leaves in soft light.",
        tags: ["leaves", "green"],
        alt: "Green leaves filling the frame.",
      },
    });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0].body.model).toBe("stand-in-vision");
    expect(standIn.imageUrls(standIn.requests[0])[0]).toMatch(/^data:image\/jpeg;base64,/);
  });

  it("falls back to the offline analyser when the provider fails", async () => {
    standIn.configure({ status: 500 });
    const response = await analyse(server, cookie, jpeg());
    expect(response.status).toBe(200);
    const { provider, suggestions } = await response.json();
    expect(provider).toBe("offline");
    expect(suggestions.title).toBe("");
    expect(suggestions.category).toBeNull();
  });

  it("gives up after 15 s with the spec's timeout message", async () => {
    standIn.configure({ reply: leavesReply, delayMs: 25_000 });
    const started = Date.now();
    const response = await analyse(server, cookie, jpeg());
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: AI_TIMEOUT_MESSAGE });
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
