import path from "node:path";
import type { Pack } from "tar-stream";
import type { ObjectRead, ObjectStore } from "~/storage/object-store";
import {
  OBJECT_INDEX_ENTRY,
  OBJECT_PREFIX,
  PAX_CACHE_CONTROL,
  PAX_CONTENT_TYPE,
  objectLine,
} from "./archive-format";
import { LineSpool } from "./line-spool.server";
import { allObjects } from "./object-pages.server";
import type { Progress } from "./progress";
import { HashingStream } from "./sha256";
import { addEntry } from "./tar-entries.server";

/**
 * Writes stored objects into an archive (archive-format.ts): one entry per object, its bytes
 * streamed from the store, and its line spooled for `objects.jsonl`, which follows them.
 */
export class ObjectEntries {
  readonly indexFile: string;
  private readonly index: LineSpool;
  private count = 0;
  private bytes = 0;

  constructor(
    private readonly pack: Pack,
    spoolDir: string,
  ) {
    this.indexFile = path.join(spoolDir, OBJECT_INDEX_ENTRY);
    this.index = new LineSpool(this.indexFile);
  }

  async add(key: string, object: ObjectRead): Promise<void> {
    const pax: Record<string, string> = { [PAX_CONTENT_TYPE]: object.contentType };
    if (object.cacheControl) pax[PAX_CACHE_CONTROL] = object.cacheControl;
    const hashing = new HashingStream();
    const header = {
      name: OBJECT_PREFIX + key,
      size: object.contentLength,
      mtime: object.lastModified,
      pax,
    };
    await addEntry(this.pack, header, object.body, hashing);
    await this.index.write(
      objectLine({
        key,
        size: hashing.bytes,
        sha256: hashing.digest(),
        contentType: object.contentType,
        cacheControl: object.cacheControl,
      }),
    );
    this.count++;
    this.bytes += hashing.bytes;
  }

  /** The manifest's `objects` figures; the list is then complete in `indexFile`. */
  async close() {
    const { size, sha256 } = await this.index.close();
    return { count: this.count, bytes: this.bytes, size, sha256 };
  }
}

/**
 * Copies every object the store lists (in key order) but those `skip` names. One deleted between
 * its listing and its copy is not part of the backup (the app may be running).
 */
export async function copyListedObjects(
  store: ObjectStore,
  entries: ObjectEntries,
  progress: Progress,
  skip: (key: string) => boolean = () => false,
): Promise<void> {
  let listed = 0;
  progress.phase("Backing up stored objects", 0);
  for await (const { key } of allObjects(store, (page) => progress.grow((listed += page.length)))) {
    if (!skip(key)) {
      const object = await store.get(key);
      if (object) await entries.add(key, object);
      else progress.note(`Skipped ${key}: deleted while the backup ran`);
    }
    progress.advance();
  }
  progress.end();
}
