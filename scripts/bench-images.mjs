// Benchmarks the image pipeline (app/images) on a 24-megapixel JPEG against ImageMagick doing the
// same work: widths 320–2560 × AVIF, WebP and JPEG. Prints figures; asserts nothing.
//
//   node scripts/bench-images.mjs [photo.jpg]
//
// Each side runs in its own process so its peak memory (max RSS) is its own. The TypeScript
// pipeline is bundled with esbuild into node_modules/.cache, where its imports still resolve.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = path.join(root, "node_modules/.cache/bench-images");
const WIDTHS = [320, 640, 1280, 1920, 2560];
const [mode, ...args] = process.argv.slice(2);

if (mode === "--child") await child(...args);
else if (mode === "--baseline") await baseline(...args);
else await main(mode);

/** Memory of a process that only loads the pipeline, to tell the work's share of the peak. */
async function baseline(bundle) {
  await import(pathToFileURL(bundle).href);
  console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

/** Runs inside a child process: the pipeline on one file, then its own figures as JSON. */
async function child(bundle, source, out) {
  const { processImage } = await import(pathToFileURL(bundle).href);
  const input = readFileSync(source);
  const started = performance.now();
  const result = await processImage(input);
  const ms = performance.now() - started;
  mkdirSync(out, { recursive: true });
  for (const d of result.derivatives) writeFileSync(path.join(out, d.name), d.buffer);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms, maxRssMb, count: result.derivatives.length }));
}

async function main(photo) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const bundle = await bundlePipeline();
  const source = await makeSource(photo);
  const meta = await sharp(source).metadata();
  console.log(`source: ${meta.width}×${meta.height} JPEG, ${mb(statSync(source).size)} MB`);
  console.log(`work: widths ${WIDTHS.join(", ")} × avif, webp, jpeg; ${cpus()} cores\n`);

  const oursDir = path.join(work, "ours");
  const ours = measure(process.execPath, [
    fileURLToPath(import.meta.url),
    "--child",
    bundle,
    source,
    oursDir,
  ]);
  const inner = JSON.parse(ours.stdout.trim().split("\n").at(-1));
  const reference = await referenceAt2560(source);
  await report("viewfinder pipeline (sharp)", ours, oursDir, reference);
  const idle = measure(process.execPath, [fileURLToPath(import.meta.url), "--baseline", bundle]);
  console.log(
    `  processImage alone: ${(inner.ms / 1000).toFixed(2)} s (node start-up and imports excluded)`,
  );
  console.log(
    `  peak RSS of node with the pipeline loaded and idle: ${idle.maxRssMb.toFixed(0)} MB`,
  );

  const convert = realConvert();
  if (!convert) {
    console.log(
      "\nImageMagick's convert is not installed (or only the stand-in is): comparison skipped.",
    );
    console.log("Install it with: apt-get install -y imagemagick");
    return;
  }
  const magickDir = path.join(work, "magick");
  const theirs = measure(convert, imageMagickArgs(source, magickDir));
  await report("ImageMagick convert", theirs, magickDir, reference);
  console.log("\nratios (ImageMagick ÷ pipeline):");
  console.log(`  wall time ${(theirs.seconds / ours.seconds).toFixed(2)}×`);
  console.log(`  peak RSS  ${(theirs.maxRssMb / ours.maxRssMb).toFixed(2)}×`);
  console.log(
    `  bytes     ${(bytes(magickDir) / bytes(oursDir)).toFixed(2)}× (see PSNR: same quality numbers do not mean same quality)`,
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

async function psnr(file, { data, info }) {
  const decoded = await sharp(file)
    .resize(info.width, info.height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  let squares = 0;
  for (let i = 0; i < decoded.length; i++) squares += (decoded[i] - data[i]) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / decoded.length));
}

async function bundlePipeline() {
  const { build } = await import("esbuild");
  const outfile = path.join(work, "pipeline.mjs");
  await build({
    entryPoints: [path.join(root, "app/images/image-pipeline.server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

/**
 * 6000×4000 from a real photograph. Upscaling alone would leave it smoother than a camera's
 * output (and flatter encoders' figures), so fine grain is added back.
 */
async function makeSource(photo) {
  const input = photo ?? path.join(root, "app/images/__fixtures__/canon-gps.jpg");
  const target = path.join(work, "source-24mp.jpg");
  if (photo && (await sharp(photo).metadata()).width >= 6000) return photo;
  const grain = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  await sharp(input)
    .autoOrient()
    .resize(6000, 4000, { fit: "cover" })
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toFile(target);
  return target;
}

/** One convert run that, like the pipeline, decodes once and writes every width and format. */
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
  for (const width of WIDTHS) {
    const name = (ext) => path.join(out, `w${width}.${ext}`);
    args.push("(", "mpr:src", "-resize", `${width}x`, "-write", "mpr:sized", "+delete", ")");
    args.push(
      "(",
      "mpr:sized",
      "-quality",
      "50",
      "-define",
      "heic:speed=7",
      "-write",
      name("avif"),
      "+delete",
      ")",
    );
    args.push(
      "(",
      "mpr:sized",
      "-quality",
      "78",
      "-define",
      "webp:method=4",
      "-write",
      name("webp"),
      "+delete",
      ")",
    );
    args.push(
      "(",
      "mpr:sized",
      "-quality",
      "80",
      "-interlace",
      "JPEG",
      "-write",
      name("jpg"),
      "+delete",
      ")",
    );
  }
  args.push("null:");
  return args;
}

/** Wall time and peak RSS of a command, from GNU time when present. */
function measure(command, args) {
  const hasTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const run = hasTime
    ? spawnSync("/usr/bin/time", ["-f", "TIME %e %M", command, ...args], {
        encoding: "utf8",
        maxBuffer: 1 << 26,
      })
    : spawnSync(command, args, { encoding: "utf8", maxBuffer: 1 << 26 });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr}`);
  const timed = /TIME ([\d.]+) (\d+)/.exec(run.stderr ?? "");
  let maxRssMb = timed ? Number(timed[2]) / 1024 : NaN;
  if (!timed && command === process.execPath) maxRssMb = JSON.parse(run.stdout.trim()).maxRssMb;
  return { seconds, maxRssMb, stdout: run.stdout };
}

async function report(label, { seconds, maxRssMb }, dir, reference) {
  const files = readdirSync(dir);
  console.log(
    `${label}: ${seconds.toFixed(2)} s wall, peak RSS ${maxRssMb.toFixed(0)} MB, ${files.length} files`,
  );
  for (const ext of [".avif", ".webp", ".jpg"]) {
    const ofFormat = files.filter((f) => path.extname(f) === ext);
    const total = ofFormat.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    const largest = ofFormat.find((f) => f.startsWith("w2560"));
    const quality = largest
      ? `, 2560 px at ${(await psnr(path.join(dir, largest), reference)).toFixed(1)} dB PSNR`
      : "";
    console.log(`  ${ext.slice(1).padEnd(4)} ${mb(total)} MB in all${quality}`);
  }
}

function realConvert() {
  for (const candidate of ["/usr/bin/convert", "convert"]) {
    try {
      const version = execFileSync(candidate, ["-version"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      if (version.includes("ImageMagick") && !version.includes("Stands in")) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function mb(n) {
  return (n / 1024 / 1024).toFixed(2);
}

function bytes(dir) {
  return readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
}

function cpus() {
  return readFileSync("/proc/cpuinfo", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("processor")).length;
}
