import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { OpsError } from "./ops-error";

/** Why an archive cannot be restored; the message is meant for the operator as it is. */
export class ArchiveError extends OpsError {
  name = "ArchiveError";
}

export const damaged = (detail: string) =>
  new ArchiveError(`The archive is damaged or truncated: ${detail}`);

export interface ArchiveEntry {
  name: string;
  size: number;
  pax: Record<string, string>;
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: Readable;
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(
      error.code === "ENOENT" ? `No archive at ${file}` : `Cannot read ${file}: ${error.message}`,
    );
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/**
 * The entries of a backup archive, gzip-compressed or not (told by its first bytes), streamed
 * from the file. A read or decompression failure, a bad tar header or an early end is thrown
 * as an ArchiveError that says the archive is damaged or truncated. `onRead` counts the file's
 * bytes as they are read (progress).
 */
export async function* readArchive(
  file: string,
  onRead: (bytes: number) => void = () => undefined,
): AsyncGenerator<ArchiveEntry> {
  const gzip = await isGzip(file);
  const input = createReadStream(file);
  input.on("data", (chunk) => onRead(chunk.length));
  const extract = tar.extract();
  const sink = extract as unknown as NodeJS.WritableStream;
  const feeding = gzip ? pipeline(input, createGunzip(), sink) : pipeline(input, sink);
  let failure: unknown;
  feeding.catch((error: unknown) => (failure ??= error));
  let finished = false;
  try {
    for await (const entry of extract) {
      const { name, size, pax } = entry.header;
      yield {
        name,
        size,
        pax: (pax ?? {}) as Record<string, string>,
        body: entry as unknown as Readable,
      };
      // Whatever the caller left unread is skipped, so the next header can be read.
      entry.resume();
    }
    await feeding;
    finished = true;
  } catch (error) {
    const cause = failure ?? error;
    if (cause instanceof ArchiveError) throw cause;
    throw damaged(cause instanceof Error ? cause.message : String(cause));
  } finally {
    // The caller stopped early (or failed): stop reading the file.
    if (!finished) {
      input.destroy();
      await feeding.catch(() => undefined);
    }
  }
}
