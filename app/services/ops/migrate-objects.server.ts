import type { ObjectInfo, ObjectStore } from "~/storage/object-store";
import { allObjects } from "./object-pages.server";
import { OpsError } from "./ops-error";
import type { Progress } from "./progress";
import { HashingStream, hashStream } from "./sha256";

export interface ObjectsCopy {
  count: number;
  copied: number;
  unchanged: number;
  /** Bytes of every source object, copied or not. */
  bytes: number;
}

/** SHA-256 and size of one stored object, or null when it is missing. */
async function digestOf(store: ObjectStore, key: string) {
  const object = await store.get(key);
  return object ? hashStream(object.body) : null;
}

const sameHeaders = (a: ObjectInfo, b: ObjectInfo) =>
  a.contentType === b.contentType && (a.cacheControl ?? "") === (b.cacheControl ?? "");

const disappeared = (key: string) =>
  new OpsError(`${key} disappeared from the source while it was copied: stop the app first`);

/** Makes the target's object at `key` equal to the source's; says whether it had to copy. */
async function syncObject(from: ObjectStore, to: ObjectStore, key: string) {
  const [source, existing] = await Promise.all([from.head(key), to.head(key)]);
  if (!source) throw disappeared(key);
  if (existing && existing.size === source.size && sameHeaders(existing, source)) {
    const [mine, theirs] = await Promise.all([digestOf(from, key), digestOf(to, key)]);
    if (mine && mine.sha256 === theirs?.sha256) return { copied: false, size: mine.size };
  }
  const object = await from.get(key);
  if (!object) throw disappeared(key);
  const hashing = new HashingStream();
  object.body.on("error", (error) => hashing.destroy(error));
  await to.put(key, object.body.pipe(hashing), {
    contentType: object.contentType,
    cacheControl: object.cacheControl,
  });
  const copy = await digestOf(to, key);
  if (copy?.sha256 !== hashing.digest()) {
    throw new OpsError(
      `Verification failed: ${key} in the target does not match the source's checksum`,
    );
  }
  return { copied: true, size: hashing.bytes };
}

/**
 * Copies every object by key. One already in the target with the same bytes (same SHA-256) and
 * headers is left alone; any other is streamed from the source, hashed on the way, and read back
 * from the target to check its checksum — so every object is verified, copied or not, and a
 * second run writes nothing.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  progress: Progress,
): Promise<ObjectsCopy> {
  const result: ObjectsCopy = { count: 0, copied: 0, unchanged: 0, bytes: 0 };
  let listed = 0;
  progress.phase("Copying stored objects", 0);
  for await (const { key } of allObjects(from, (page) => progress.grow((listed += page.length)))) {
    const { copied, size } = await syncObject(from, to, key);
    result.count++;
    result[copied ? "copied" : "unchanged"]++;
    result.bytes += size;
    progress.advance();
  }
  progress.end();
  return result;
}
