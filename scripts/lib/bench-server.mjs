// The production server for benchmark scripts: `node server.mjs` from the last `npm run build`,
// on loopback, with a fresh DATA_DIR, and a photographer made through the real sign-up and
// upload calls. Scripts run with plain node (no TypeScript), hence .mjs beside them.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Exits with a message when there is no production build to measure. */
export function requireBuild() {
  if (existsSync(path.join(ROOT, "build/index.js"))) return;
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/**
 * Starts the server on `port` with a throwaway DATA_DIR (or the caller's `dataDir`) and `env` on
 * top of production defaults; waits until /healthz answers (with SEED_DEMO the demo photos go
 * through the pipeline first). `stop()` ends it and removes a throwaway DATA_DIR.
 */
export async function startBenchServer({ port, env = {}, name = "bench", dataDir: given }) {
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), `viewfinder-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMITS: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, dataDir, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`the server on ${base} did not start`);
}

/** `post(url, json)` and `upload(file, filename, fields)` as the holder of the session `cookie`. */
function sessionClient(base, cookie) {
  const post = async (url, body) => {
    const response = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const upload = async (bytes, filename, fields) => {
    const form = new FormData();
    form.set("image", new Blob([bytes]), filename);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const response = await fetch(`${base}/api/photos/upload`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status}`);
    return (await response.json()).id;
  };
  return { post, upload };
}

/** The cookies a form post set (the session's), or an error naming the answer. */
async function postForm(base, url, fields) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    // The honeypot field people leave empty (app/services/honeypot.server.ts).
    body: new URLSearchParams({ name__confirm: "", ...fields }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`${url}: ${response.status}, no session`);
  return cookies.join("; ");
}

/**
 * Signs a photographer up, completes the profile and returns `post(url, json)` and
 * `upload(file, fields)` bound to the session, for seeding through the public API.
 */
export async function signUpPhotographer(base, { email, password, profile }) {
  const cookie = await postForm(base, "/signup", { email, password, confirmPassword: password });
  const client = sessionClient(base, cookie);
  await client.post("/api/profile/complete", profile);
  return client;
}

/** Signs an existing photographer in through the sign-in form; the same calls as above. */
export async function signInPhotographer(base, { email, password }) {
  return sessionClient(base, await postForm(base, "/login", { email, password }));
}
