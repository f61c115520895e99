// Seeding for the page benchmarks: photographers signed up and a handful of demo photographs
// uploaded through the running app (the real pipeline), then — with the app stopped, as the
// embedded DATA_DIR allows one process — a tool written against the app's repositories copies
// them: multiply-photos.ts into portfolios of the sizes asked (npm run bench:pages),
// seed-community.ts into a community of photographers (npm run bench:scale).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { signUpPhotographer } from "../lib/bench-server.mjs";
import { bundleAppTools } from "../lib/bundle-app-tools.mjs";
import { startApp, stop } from "./processes.mjs";

export const BENCH_PASSWORD = "bench-pass-1";

/** `count` demo photographs through the upload API, published (the first one featured). */
async function uploadDemoPhotos(root, photographer, count) {
  const manifest = JSON.parse(readFileSync(path.join(root, "demo-content/manifest.json"), "utf8"));
  const demo = manifest.photographers.flatMap((p) => p.photos);
  // Custom categories would have to be created first; the others become "nature".
  const systemCategories = new Set(["landscape", "nature", "macro", "artistic", "travel"]);
  for (let i = 0; i < count; i++) {
    const photo = demo[i % demo.length];
    const id = await photographer.upload(
      readFileSync(path.join(root, "demo-content", photo.file)),
      photo.file,
      {
        title: photo.title,
        category: systemCategories.has(photo.category) ? photo.category : "nature",
        description: photo.description,
      },
    );
    await photographer.post(`/api/user/photos/${id}/public`, { isPublic: true });
    if (i === 0) await photographer.post(`/api/user/photos/${id}/featured`, { featured: true });
  }
}

/**
 * Signs up `usernames` on a fresh DATA_DIR and uploads `uploads` demo photographs as the first.
 * Returns each photographer's `post(url, json)`, bound to a session that outlasts a restart
 * (sessions live in the database).
 */
async function signUpAndUpload(root, { port, dataDir, logFile, uploads, usernames }) {
  const base = `http://127.0.0.1:${port}`;
  const app = await startApp(root, { port, dataDir, logFile, pinned: false });
  const photographers = {};
  try {
    for (const username of usernames) {
      photographers[username] = await signUpPhotographer(base, {
        email: `${username}@example.test`,
        password: BENCH_PASSWORD,
        profile: { firstName: "Bench", lastName: username, username },
      });
    }
    await uploadDemoPhotos(root, photographers[usernames[0]], uploads);
  } finally {
    await stop(app);
  }
  return photographers;
}

const bundled = new Set();

/** Runs a seeding tool of this folder (TypeScript against the app's modules), bundled once. */
async function runSeedingTool(root, name, args) {
  const outdir = path.join(root, "node_modules/.cache/viewfinder-bench");
  if (!bundled.has(name)) await bundleAppTools({ [name]: `scripts/bench/${name}.ts` }, outdir);
  bundled.add(name);
  execFileSync(process.execPath, [path.join(outdir, `${name}.mjs`), ...args], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

const seconds = (from, to) => ((to - from) / 1000).toFixed(1);

/**
 * Portfolios `{username: photoCount}` on a fresh DATA_DIR; the first one gets the uploads, every
 * one is filled with copies of them. Returns each photographer's `post(url, json)`.
 */
export async function seedPortfolios(root, { port, dataDir, logFile, uploads, portfolios }) {
  const usernames = Object.keys(portfolios);
  const started = performance.now();
  const photographers = await signUpAndUpload(root, { port, dataDir, logFile, uploads, usernames });
  const uploaded = performance.now();
  for (const [to, count] of Object.entries(portfolios)) {
    await runSeedingTool(root, "multiply-photos", [
      ...["--data-dir", dataDir, "--from", usernames[0], "--to", to, "--count", String(count)],
    ]);
  }
  console.log(
    `seeded: ${uploads} demo photographs uploaded through the app in ${seconds(started, uploaded)} s, ` +
      `multiplied in ${seconds(uploaded, performance.now())} s`,
  );
  return photographers;
}

/**
 * `photographers` photographers named `{prefix}`, `{prefix}0001`… sharing `photos` public photos
 * (copies of `uploads` uploads), all with the password BENCH_PASSWORD. `manifest` (a file)
 * receives `[{username, photos: [{id, featured}]}]`, a few photos of each.
 */
export async function seedCommunity(
  root,
  { port, dataDir, logFile, uploads, prefix, photographers, photos, manifest },
) {
  const started = performance.now();
  await signUpAndUpload(root, { port, dataDir, logFile, uploads, usernames: [prefix] });
  const uploaded = performance.now();
  await runSeedingTool(root, "seed-community", [
    ...["--data-dir", dataDir, "--from", prefix, "--manifest", manifest],
    ...["--photographers", String(photographers), "--photos", String(photos)],
  ]);
  console.log(
    `seeded: ${uploads} demo photographs uploaded through the app in ${seconds(started, uploaded)} s, ` +
      `${photographers} photographers and ${photos} photos written in ${seconds(uploaded, performance.now())} s`,
  );
  return JSON.parse(readFileSync(manifest, "utf8"));
}
