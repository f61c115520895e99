import { pino, type DestinationStream } from "pino";

// Lines are written once this much has gathered, or every FLUSH_EVERY_MS: each write call costs
// a system call and a thread switch, whatever its size.
const BATCH_BYTES = 32 * 1024;
const FLUSH_EVERY_MS = 100;

export interface BatchedStream extends DestinationStream {
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * The log's stdout (docs/decisions/0031-cheap-cache-hits.md): pino's own sonic-boom destination,
 * asynchronous and batched, in its buffer mode — in text mode every write measures the whole
 * batch gathered so far in bytes, which made a line cost more than the cached page it logged
 * once batches grew. pino flushes what is left when the process exits.
 */
export function batchedStdout(): BatchedStream {
  const boom = pino.destination({
    dest: 1,
    sync: false,
    contentMode: "buffer",
    minLength: BATCH_BYTES,
    maxWrite: 2 * BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  return {
    // sonic-boom's buffer mode takes bytes; its types only know strings.
    write: (line: string) => boom.write(Buffer.from(line) as unknown as string),
    flush: (callback) => boom.flush(callback),
    flushSync: () => boom.flushSync(),
  };
}
