// Part of `npm run build`: every script and stylesheet of public/build compressed once, at the
// highest settings, next to itself (`x.js.br`, `x.js.gz`), for server.mjs to send as they are
// (express-static-gzip). Compressing on the fly would redo the work on every request at a level
// fit for that (about 12 % larger for the public pages' scripts). Runs on the pool's threads.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const BUILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/build");
const TEXT = /\.(js|css|svg)$/;
// Below this a compressed copy saves less than its response headers weigh.
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

async function compress(file) {
  const bytes = await readFile(file);
  // A rebuild keeps no copy of a file it changed: stale ones are removed first.
  await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
  if (bytes.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return 1;
}

const started = performance.now();
const files = (await filesUnder(BUILD)).filter((file) => TEXT.test(file));
const compressed = (await Promise.all(files.map(compress))).reduce((a, b) => a + b, 0);
console.log(
  `Compressed ${compressed} of ${files.length} build assets (brotli 11, gzip 9) in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
