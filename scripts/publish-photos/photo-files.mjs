import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * The upload types the site accepts (docs/product.md#validation-rules; it checks the bytes,
 * app/images/detect-image-type.server.ts), by extension, each with the type the file is sent as.
 */
const PHOTO_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".heic": "image/heic",
  ".heif": "image/heif",
  ".tif": "image/tiff",
  ".tiff": "image/tiff",
};

export const photoTypeOf = (name) => PHOTO_TYPES[path.extname(name).toLowerCase()];

const byName = (a, b) => a.localeCompare(b, undefined, { numeric: true });

/**
 * The photos of a folder, in name order (DSC_0002 before DSC_0010), and how many other files it
 * holds. Hidden files and folders (a leading dot: .DS_Store, ._DSC_0042.jpg) are left alone.
 * `relative` names a file as the photographer sees it under the folder.
 */
export async function photosIn(folder, { recursive }) {
  const photos = [];
  let others = 0;
  async function read(dir) {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => byName(a.name, b.name));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (recursive) await read(full);
      } else if (entry.isFile() && photoTypeOf(entry.name)) {
        photos.push({ path: full, name: entry.name, relative: path.relative(folder, full) });
      } else if (entry.isFile()) {
        others++;
      }
    }
  }
  await read(folder);
  return { photos, others };
}

/** SHA-256 of a file's bytes as lowercase hex: what the site's duplicate check matches (ADR 44). */
export async function sha256OfFile(file) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}
