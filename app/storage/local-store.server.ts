import type { Stats } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { bodyChunks } from "./body-chunks";
import {
  isMissing,
  pruneEmptyFolders,
  removeFile,
  removeFilesOlderThan,
  removeLeftovers,
  renameInto,
  walkFiles,
  writeTempFile,
} from "./local-files.server";
import {
  RangeNotSatisfiableError,
  assertValidKey,
  assertValidPageSize,
  assertValidPrefix,
  assertValidRange,
  decodeCursor,
  encodeCursor,
  isValidKey,
  type ObjectInfo,
  type ObjectStore,
} from "./object-store";

/**
 * Objects as plain files under `rootDir` (DATA_DIR/storage), one file per key, so the folder
 * can be browsed and backed up as is. Keys are built from ids and may not be both an object and
 * a folder of other objects (`a` and `a/b`), which S3 would allow; no caller builds such keys.
 *
 * The content type and cache control live in a sidecar `.{name}.meta.json` beside each file:
 * an original has no extension to derive them from. The ETag comes from the file's inode,
 * size and mtime, read from the very file handle being streamed, so it always matches the bytes.
 */

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

const FALLBACK_TYPE = "application/octet-stream";
/** Writes in progress, under the root (one filesystem, so moving one into place is atomic). */
const TEMP_FOLDER = ".writing";

function sidecarPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

async function readSidecar(file: string): Promise<Sidecar> {
  try {
    const parsed = JSON.parse(await readFile(sidecarPath(file), "utf8")) as Partial<Sidecar>;
    return {
      contentType: typeof parsed.contentType === "string" ? parsed.contentType : FALLBACK_TYPE,
      cacheControl: typeof parsed.cacheControl === "string" ? parsed.cacheControl : undefined,
    };
  } catch {
    return { contentType: FALLBACK_TYPE };
  }
}

function infoFrom(stats: Stats, sidecar: Sidecar): ObjectInfo {
  const version = [stats.ino, stats.size, Math.round(stats.mtimeMs * 1000)];
  return {
    size: stats.size,
    contentType: sidecar.contentType,
    cacheControl: sidecar.cacheControl,
    lastModified: stats.mtime,
    etag: `"${version.map((n) => n.toString(16)).join("-")}"`,
  };
}

export function createLocalStore(rootDir: string): ObjectStore {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };
  const keyOf = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const temps = path.join(root, TEMP_FOLDER);

  const store: ObjectStore = {
    engine: "local",

    async put(key, body, { contentType, cacheControl }) {
      const file = fileOf(key);
      const data = await writeTempFile(temps, file, bodyChunks(body));
      try {
        // Sidecar first: a new object never shows up without its content type.
        const meta = JSON.stringify({ contentType, cacheControl } satisfies Sidecar);
        const sidecar = await writeTempFile(temps, sidecarPath(file), [Buffer.from(meta)]);
        await renameInto(sidecar.temp, sidecarPath(file));
        await renameInto(data.temp, file);
      } catch (error) {
        await removeFile(data.temp);
        throw error;
      }
      return { key, size: data.size };
    },

    async get(key, { range } = {}) {
      const file = fileOf(key);
      if (range) assertValidRange(range);
      const handle = await open(file, "r").catch((error) =>
        isMissing(error) ? null : Promise.reject(error),
      );
      if (!handle) return null;
      let info: ObjectInfo;
      let read: { start: number; end: number } | undefined;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        info = infoFrom(stats, await readSidecar(file));
        if (range) {
          if (range.start >= info.size) throw new RangeNotSatisfiableError(info.size);
          read = { start: range.start, end: Math.min(range.end ?? Infinity, info.size - 1) };
        }
      } catch (error) {
        await handle.close();
        throw error;
      }
      // The stream owns the handle from here and closes it at its end or when destroyed.
      const body = handle.createReadStream(read ?? {});
      const contentLength = read ? read.end - read.start + 1 : info.size;
      return { ...info, body, contentLength, range: read };
    },

    async head(key) {
      const file = fileOf(key);
      const stats = await stat(file).catch((error) =>
        isMissing(error) ? null : Promise.reject(error),
      );
      if (!stats?.isFile()) return null;
      return infoFrom(stats, await readSidecar(file));
    },

    async delete(key) {
      const file = fileOf(key);
      await removeFile(file);
      await removeFile(sidecarPath(file));
      await pruneEmptyFolders(path.dirname(file), root);
    },

    async deletePrefix(prefix) {
      if (prefix === "") throw new Error("deletePrefix needs a non-empty prefix");
      const objects = await store.list(prefix);
      for (const { key } of objects) await store.delete(key);
      // A folder's prefix takes the hidden files of killed writes with it, or they would stay
      // (unlisted, so never found again) and keep the folder from being pruned.
      if (prefix.endsWith("/")) {
        await removeLeftovers(path.join(root, ...prefix.split("/").filter(Boolean)), root);
      }
      return objects.length;
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      // Walk only the deepest folder the prefix names; "photo/u1" also matches "photo/u10/…".
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const files = await walkFiles(path.join(root, ...folder.split("/").filter(Boolean)));
      return (
        files
          .map(({ file, stats }) => ({
            key: keyOf(file),
            size: stats.size,
            lastModified: stats.mtime,
          }))
          // Files someone dropped in by hand with names that are not keys are not objects.
          .filter(({ key }) => key.startsWith(prefix) && isValidKey(key))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      );
    },

    removeAbandonedWrites: (startedBefore) => removeFilesOlderThan(temps, startedBefore),

    // Files have no listing order to resume from: each page walks the folder again and slices.
    async listPage(prefix, { pageSize, cursor }) {
      assertValidPageSize(pageSize);
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const all = await store.list(prefix);
      const start = after === undefined ? 0 : all.findIndex((o) => o.key > after);
      const objects = start < 0 ? [] : all.slice(start, start + pageSize);
      const more = start >= 0 && start + pageSize < all.length;
      return { objects, nextCursor: more ? encodeCursor(objects.at(-1)!.key) : undefined };
    },
  };
  return store;
}
