import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Header, Pack } from "tar-stream";

/**
 * Adds one entry to a tar pack from a stream of exactly `header.size` bytes (through optional
 * transforms that keep the length, e.g. a hash) and resolves once the entry is complete.
 */
export function addEntry(
  pack: Pack,
  header: Partial<Header> & { name: string; size: number },
  body: Readable,
  ...through: Transform[]
): Promise<void> {
  return new Promise((resolve, reject) => {
    // tar-stream fails this callback when the body is shorter or longer than the header says.
    const sink = pack.entry({ mode: 0o644, ...header }, (error) =>
      error ? reject(error) : resolve(),
    );
    pipeline([body, ...through, sink as unknown as NodeJS.WritableStream]).catch(reject);
  });
}
