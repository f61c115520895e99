// Benchmarks a photo upload (docs/decisions/0023-image-pipeline-speed.md): the time from the start
// of a 24-megapixel JPEG upload until every derivative is stored, against ImageMagick making 4
// widths × (JPEG + WebP) of the same file. Prints figures, each ratio measured in one run; asserts
// nothing.
//
//   node scripts/bench-images.mjs [--rounds N] [photo.jpg]
//
// Our side is the upload service the route calls (`uploadPhoto`, from the file the multipart parser
// leaves on disk) with the real store (local files, fsynced) and the embedded database, in a node
// process of its own that has already handled one small upload, as a running server has; the clock
// runs from the call until it returns, when the original, every derivative and the record are
// stored — all but the widest AVIF, which the upload leaves for right after its answer (ADR 34,
// the issue's own idea); the time until that one is stored too is printed beside it. That process gets the allocator settings the production image sets (Dockerfile
// `MALLOC_*`), since they decide its peak memory. ImageMagick's side is one `convert` process that
// decodes once and writes its 8 files (start-up included: that is its whole job); 8 separate runs,
// as scripts often call it, are timed once for context. Rounds alternate the two sides, so a busy
// machine slows both alike; each process's peak memory (max RSS) is its own.
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = path.join(root, "node_modules/.cache/bench-images");
/** ImageMagick's work: the widths a page most often asks for, in the two formats it can write fast. */
const MAGICK_WIDTHS = [640, 1280, 1920, 2560];
/** A real photograph large enough to stand for a camera's 24 MP (Debian's mate-backgrounds). */
const MATE_PHOTO = "/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg";
const FALLBACK_PHOTO = path.join(root, "app/images/__fixtures__/canon-gps.jpg");

/** The modules an upload runs through, bundled once (TypeScript, `~/` imports) for the children. */
async function bundleUploadService() {
  const { build } = await import("esbuild");
  const outfile = path.join(work, "upload-service.mjs");
  await build({
    stdin: {
      contents: [
        `export { uploadPhoto } from "~/services/photos/upload-photo.server";`,
        `export { db } from "~/data/db.server";`,
        `export { objectStore } from "~/storage/store.server";`,
        `export { deferredDerivativesSettled } from "~/services/photos/deferred-derivatives.server";`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    alias: { "~": path.join(root, "app") },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

async function openService(bundle, dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  process.env.SESSION_SECRET = "bench-images-session-secret-0123456789";
  const service = await import(pathToFileURL(bundle).href);
  const { users } = await service.db();
  const user = await users.create({
    email: "bench@example.test",
    username: "bench",
    firstName: "Bench",
    lastName: "Mark",
  });
  return { service, user };
}

/** What the multipart parser leaves behind: the bytes in a file of their own. */
function parsedUpload(source, dataDir, n) {
  const file = path.join(dataDir, `upload-${n}`);
  copyFileSync(source, file);
  return { path: file, size: statSync(file).size, name: path.basename(source), type: "image/jpeg" };
}

/** Runs in a child process: one small upload to warm up, then the timed one; figures as JSON. */
async function uploadChild(bundle, source, dataDir) {
  const { service, user } = await openService(bundle, dataDir);
  const upload = (file) =>
    service.uploadPhoto(user.id, { file, title: "Bench", category: "other" });
  await upload(parsedUpload(FALLBACK_PHOTO, dataDir, 0));

  const file = parsedUpload(source, dataDir, 1);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const view = await upload(file);
  const storedMs = performance.now() - started;
  const { user: userCpu, system: systemCpu } = process.cpuUsage(cpu);
  const answeredRssMb = process.resourceUsage().maxRSS / 1024;
  await service.deferredDerivativesSettled();
  const allStoredMs = performance.now() - started;
  const allCpu = process.cpuUsage(cpu);

  const { photos } = await service.db();
  const photo = await photos.findById(view.id);
  const stored = await service.objectStore().list(`photo/${user.id}/${view.id}/`);
  const keys = new Set(stored.map((o) => o.key));
  const missing = photo.derivatives.filter((d) => !keys.has(d.key)).length;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      storedMs,
      cpuMs: (userCpu + systemCpu) / 1000,
      answeredRssMb,
      allStoredMs,
      allCpuMs: (allCpu.user + allCpu.system) / 1000,
      maxRssMb,
      derivatives: photo.derivatives.map((d) => `${d.width} ${d.format}`),
      missing,
      folder: path.join(dataDir, "storage", "photo", user.id, view.id),
    }),
  );
  process.exit(0);
}

/** Memory of a process that loaded the upload service and opened the database, doing nothing. */
async function idleChild(bundle, dataDir) {
  await openService(bundle, dataDir);
  console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

async function main(argv) {
  const roundsAt = argv.indexOf("--rounds");
  const rounds = roundsAt >= 0 ? Math.max(1, Number(argv[roundsAt + 1]) || 2) : 2;
  const photo = argv.filter((a, i) => !a.startsWith("--") && argv[i - 1] !== "--rounds")[0];

  mkdirSync(work, { recursive: true });
  const bundle = await bundleUploadService();
  const { file: source, from } = await makeSource(photo);
  const meta = await sharp(source).metadata();
  console.log(
    `source: ${meta.width}×${meta.height} JPEG, ${mb(statSync(source).size)} MB (from ${from})`,
  );
  const magick = realImageMagick();
  const allocator = productionAllocator();
  console.log(`machine: ${cpus()} cores, load average ${loadAverage()}; ${rounds} rounds`);
  console.log(
    `upload process allocator: ${
      Object.entries(allocator)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ") || "glibc defaults (no MALLOC_* in the Dockerfile or this shell)"
    }\n`,
  );

  const reference = await referenceAt2560(source);
  const oursRuns = [];
  const theirRuns = [];
  for (let round = 1; round <= rounds; round++) {
    const dataDir = path.join(work, "data");
    const run = measure(
      process.execPath,
      [fileURLToPath(import.meta.url), "--upload-child", bundle, source, dataDir],
      { ...process.env, ...allocator },
    );
    const inner = JSON.parse(run.stdout.trim().split("\n").at(-1));
    oursRuns.push({
      ...inner,
      seconds: inner.storedMs / 1000,
      allSeconds: inner.allStoredMs / 1000,
      allCpuSeconds: inner.allCpuMs / 1000,
      cpuSeconds: inner.cpuMs / 1000,
      maxRssMb: Math.max(inner.maxRssMb, run.maxRssMb),
    });
    const ours = oursRuns.at(-1);
    let line =
      `round ${round}: upload ${s(ours.seconds)} (CPU ${s(ours.cpuSeconds)}), with the deferred ` +
      `AVIF ${s(ours.allSeconds)} (CPU ${s(ours.allCpuSeconds)}), peak RSS ${ours.maxRssMb.toFixed(0)} MB`;
    if (magick) {
      const magickDir = path.join(work, "magick");
      rmSync(magickDir, { recursive: true, force: true });
      theirRuns.push({ ...measure(magick, imageMagickArgs(source, magickDir)), dir: magickDir });
      const theirs = theirRuns.at(-1);
      line +=
        `; ImageMagick ${s(theirs.seconds)} (CPU ${s(theirs.cpuSeconds)}), peak RSS ` +
        `${theirs.maxRssMb.toFixed(0)} MB; ratio ${(ours.seconds / theirs.seconds).toFixed(2)}×`;
    }
    console.log(line);
  }

  const last = oursRuns.at(-1);
  console.log(
    `\nviewfinder upload: ${last.derivatives.length} derivatives stored, ${last.missing} missing` +
      ` (${summarise(last.derivatives)})`,
  );
  await formats(last.folder, reference, (f, ext) => f.startsWith("w2560-") && f.endsWith(ext));
  const idle = JSON.parse(
    spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), "--idle-child", bundle, path.join(work, "idle")],
      { env: { ...process.env, ...allocator } },
    ).stdout.toString(),
  );
  console.log(
    `  peak RSS of the same process idle (service loaded): ${idle.maxRssMb.toFixed(0)} MB`,
  );

  if (!magick) {
    console.log("\nImageMagick is not installed (or only the stand-in is): comparison skipped.");
    console.log("Install it with: apt-get install -y imagemagick");
    return;
  }
  console.log(`\nImageMagick (${path.basename(magick)}): ${MAGICK_WIDTHS.join(", ")} × jpeg, webp`);
  await formats(theirRuns.at(-1).dir, reference, (f, ext) => f === `w2560${ext}`);
  const separateDir = path.join(work, "magick-separate");
  const separate = separateRuns(magick, source, separateDir);
  console.log(
    `  as 8 separate runs (one per file, each decoding the source): ${s(separate.seconds)}` +
      ` (CPU ${s(separate.cpuSeconds)})`,
  );

  const best = (runs, key) => Math.min(...runs.map((r) => r[key]));
  const ratio = (key) => best(oursRuns, key) / best(theirRuns, key);
  const perRound = oursRuns.map((o, i) => `${(o.seconds / theirRuns[i].seconds).toFixed(2)}×`);
  console.log(
    `\nratio, upload until it answers with every derivative stored but the widest AVIF ÷ ImageMagick (goal ≤ 0.20×):`,
  );
  console.log(
    `  wall time, best of each ${ratio("seconds").toFixed(2)}×; per round ${perRound.join(", ")}`,
  );
  const allPerRound = oursRuns.map(
    (o, i) => `${(o.allSeconds / theirRuns[i].seconds).toFixed(2)}×`,
  );
  console.log(
    `  with the deferred AVIF stored too: best ${(best(oursRuns, "allSeconds") / best(theirRuns, "seconds")).toFixed(2)}×; per round ${allPerRound.join(", ")}`,
  );
  console.log(`  CPU time, best of each ${ratio("cpuSeconds").toFixed(2)}×`);
  console.log(
    `  wall time against the 8 separate runs ${(best(oursRuns, "seconds") / separate.seconds).toFixed(2)}×`,
  );
  console.log(
    `peak RSS of the upload process (goal ≤ 300 MB): ${oursRuns.map((o) => o.maxRssMb.toFixed(0)).join(", ")} MB` +
      ` (until it answered: ${oursRuns.map((o) => o.answeredRssMb.toFixed(0)).join(", ")} MB)`,
  );
}

/**
 * The `MALLOC_*` settings the production image gives the app (Dockerfile `ENV`), over any this
 * shell has: glibc's allocator settings decide how much freed memory a process keeps.
 */
function productionAllocator() {
  const settings = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.startsWith("MALLOC_")),
  );
  const dockerfile = path.join(root, "Dockerfile");
  if (!existsSync(dockerfile)) return settings;
  for (const [, instruction] of readFileSync(dockerfile, "utf8").matchAll(/^ENV\s+(.+)$/gm)) {
    for (const [, key, value] of instruction.matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g)) {
      settings[key] = value;
    }
  }
  return settings;
}

/** ImageMagick as scripts often call it: one run per file, each decoding the whole source. */
function separateRuns(magick, source, out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const runs = MAGICK_WIDTHS.flatMap((width) =>
    [[source, "-auto-orient", "-colorspace", "sRGB", "-strip", "-resize", `${width}x`]].flatMap(
      (common) => [
        [...common, "-quality", "80", "-interlace", "JPEG", path.join(out, `w${width}.jpg`)],
        [...common, "-quality", "78", "-define", "webp:method=4", path.join(out, `w${width}.webp`)],
      ],
    ),
  );
  return runs
    .map((args) => measure(magick, args))
    .reduce(
      (sum, r) => ({ seconds: sum.seconds + r.seconds, cpuSeconds: sum.cpuSeconds + r.cpuSeconds }),
      {
        seconds: 0,
        cpuSeconds: 0,
      },
    );
}

/** The source at 2560 px by libvips' Lanczos3: what each side's largest derivative is compared to. */
async function referenceAt2560(source) {
  return sharp(source)
    .autoOrient()
    .resize(2560)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** PSNR over the RGB channels, and SSIM on luma (8×8 windows every 4 px) against the reference. */
async function quality(file, { data, info }) {
  const decoded = await sharp(file)
    .resize(info.width, info.height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  let squares = 0;
  for (let i = 0; i < decoded.length; i++) squares += (decoded[i] - data[i]) ** 2;
  const psnr = 10 * Math.log10((255 * 255) / (squares / decoded.length));
  return { psnr, ssim: ssim(luma(data), luma(decoded), info.width, info.height) };
}

function luma(rgb) {
  const y = new Float64Array(rgb.length / 3);
  for (let i = 0; i < y.length; i++) {
    y[i] = 0.299 * rgb[3 * i] + 0.587 * rgb[3 * i + 1] + 0.114 * rgb[3 * i + 2];
  }
  return y;
}

function ssim(a, b, width, height, window = 8, step = 4) {
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  const n = window * window;
  let sum = 0;
  let count = 0;
  for (let y = 0; y + window <= height; y += step) {
    for (let x = 0; x + window <= width; x += step) {
      let [ma, mb, va, vb, cov] = [0, 0, 0, 0, 0];
      for (let j = 0; j < window; j++) {
        for (let i = 0, at = (y + j) * width + x; i < window; i++, at++) {
          ma += a[at];
          mb += b[at];
          va += a[at] * a[at];
          vb += b[at] * b[at];
          cov += a[at] * b[at];
        }
      }
      [ma, mb] = [ma / n, mb / n];
      [va, vb, cov] = [va / n - ma * ma, vb / n - mb * mb, cov / n - ma * mb];
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  }
  return sum / count;
}

/** Bytes per format, and the largest width's PSNR and SSIM against the reference. */
async function formats(dir, reference, isLargest) {
  const files = readdirSync(dir).filter((f) => !f.startsWith("."));
  for (const ext of [".avif", ".webp", ".jpg"]) {
    const ofFormat = files.filter((f) => path.extname(f) === ext);
    if (ofFormat.length === 0) continue;
    const total = ofFormat.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    const largest = ofFormat.find((f) => isLargest(f, ext));
    let measured = "";
    if (largest) {
      const q = await quality(path.join(dir, largest), reference);
      const size = kb(statSync(path.join(dir, largest)).size);
      measured = `, 2560 px ${size} KB at ${q.psnr.toFixed(1)} dB PSNR, SSIM ${q.ssim.toFixed(4)}`;
    }
    console.log(`  ${ext.slice(1).padEnd(4)} ${mb(total)} MB in all${measured}`);
  }
}

/**
 * A 6000×4000 JPEG (q92, with camera EXIF) from a real photograph. A smaller source is upscaled,
 * and fine grain is added back either way: an upscaled picture is smoother than a camera's output
 * and would flatter the encoders' figures. Made once and kept in the cache folder.
 */
async function makeSource(photo) {
  if (photo && (await sharp(photo).metadata()).width >= 6000) return { file: photo, from: photo };
  const input = photo ?? (existsSync(MATE_PHOTO) ? MATE_PHOTO : FALLBACK_PHOTO);
  const target = path.join(work, `source-24mp-${path.basename(input, path.extname(input))}.jpg`);
  const from = path.relative(root, input).startsWith("..") ? input : path.relative(root, input);
  if (existsSync(target)) return { file: target, from };
  const grain = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  await sharp(input)
    .autoOrient()
    .resize(6000, 4000, { fit: "cover" })
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "Canon", Model: "Canon EOS 6D" } })
    .toFile(target);
  return { file: target, from };
}

/** One run that decodes once, then writes every width as progressive JPEG (q80) and WebP (q78). */
function imageMagickArgs(source, out) {
  mkdirSync(out, { recursive: true });
  const args = [
    "-respect-parentheses",
    source,
    "-auto-orient",
    "-colorspace",
    "sRGB",
    "-strip",
    "-write",
    "mpr:src",
  ];
  for (const width of MAGICK_WIDTHS) {
    const name = (ext) => path.join(out, `w${width}.${ext}`);
    args.push("(", "mpr:src", "-resize", `${width}x`, "-write", "mpr:sized", "+delete", ")");
    args.push("(", "mpr:sized", "-quality", "80", "-interlace", "JPEG");
    args.push("-write", name("jpg"), "+delete", ")");
    args.push("(", "mpr:sized", "-quality", "78", "-define", "webp:method=4");
    args.push("-write", name("webp"), "+delete", ")");
  }
  args.push("null:");
  return args;
}

/** Wall time, CPU time (user + system) and peak RSS of a command, from GNU time when present. */
function measure(command, args, env = process.env) {
  const hasTime = existsSync("/usr/bin/time");
  const options = { encoding: "utf8", maxBuffer: 1 << 26, env };
  const started = performance.now();
  const run = hasTime
    ? spawnSync("/usr/bin/time", ["-f", "TIME %e %M %U %S", command, ...args], options)
    : spawnSync(command, args, options);
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr}`);
  const timed = /TIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(run.stderr ?? "");
  return {
    seconds,
    cpuSeconds: timed ? Number(timed[3]) + Number(timed[4]) : NaN,
    maxRssMb: timed ? Number(timed[2]) / 1024 : 0,
    stdout: run.stdout,
  };
}

/** ImageMagick 7's `magick`, else 6's `convert`; never the stand-in some machines carry. */
function realImageMagick() {
  for (const candidate of ["magick", "/usr/bin/convert", "convert"]) {
    try {
      const version = execFileSync(candidate, ["-version"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      if (/^Version: ImageMagick/m.test(version)) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function summarise(derivatives) {
  const byFormat = new Map();
  for (const d of derivatives) {
    const [width, format] = d.split(" ");
    byFormat.set(format, [...(byFormat.get(format) ?? []), width]);
  }
  return [...byFormat].map(([f, widths]) => `${f} ${widths.join("/")}`).join("; ");
}

const s = (seconds) => `${seconds.toFixed(2)} s`;
const mb = (n) => (n / 1024 / 1024).toFixed(2);
const kb = (n) => (n / 1024).toFixed(0);
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

function cpus() {
  return readFileSync("/proc/cpuinfo", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("processor")).length;
}

// Last, so every helper above is initialised before the top-level await runs.
const [mode, ...args] = process.argv.slice(2);
if (mode === "--upload-child") await uploadChild(...args);
else if (mode === "--idle-child") await idleChild(...args);
else await main(process.argv.slice(2));
