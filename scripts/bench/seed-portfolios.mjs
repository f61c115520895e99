// Seeding for npm run bench:pages: two photographers, a handful of demo photographs uploaded
// through the running app (the real pipeline), then — with the app stopped, as the embedded
// DATA_DIR allows one process — multiply-photos.ts copies them into portfolios of the sizes asked.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { signUpPhotographer } from "../lib/bench-server.mjs";
import { bundleAppTools } from "../lib/bundle-app-tools.mjs";
import { startApp, stop } from "./processes.mjs";

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
 * Portfolios `{username: photoCount}` on a fresh DATA_DIR; the first one gets the uploads, every
 * one is filled with copies of them. Returns each photographer's `post(url, json)`, bound to a
 * session that outlasts a restart (sessions live in the database).
 */
export async function seedPortfolios(root, { port, dataDir, logFile, uploads, portfolios }) {
  const base = `http://127.0.0.1:${port}`;
  const usernames = Object.keys(portfolios);
  const started = performance.now();
  const app = await startApp(root, { port, dataDir, logFile, pinned: false });
  const photographers = {};
  try {
    for (const username of usernames) {
      photographers[username] = await signUpPhotographer(base, {
        email: `${username}@example.test`,
        password: "bench-pass-1",
        profile: { firstName: "Bench", lastName: username, username },
      });
    }
    await uploadDemoPhotos(root, photographers[usernames[0]], uploads);
  } finally {
    await stop(app);
  }
  const uploaded = performance.now();
  const outdir = path.join(root, "node_modules/.cache/viewfinder-bench");
  await bundleAppTools({ "multiply-photos": "scripts/bench/multiply-photos.ts" }, outdir);
  for (const [to, count] of Object.entries(portfolios)) {
    execFileSync(
      process.execPath,
      [
        path.join(outdir, "multiply-photos.mjs"),
        ...["--data-dir", dataDir, "--from", usernames[0], "--to", to, "--count", String(count)],
      ],
      { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
    );
  }
  const seconds = (from, to) => ((to - from) / 1000).toFixed(1);
  console.log(
    `seeded: ${uploads} demo photographs uploaded through the app in ${seconds(started, uploaded)} s, ` +
      `multiplied in ${seconds(uploaded, performance.now())} s`,
  );
  return photographers;
}
