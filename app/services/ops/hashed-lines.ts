import { createHash } from "node:crypto";

/**
 * The most one line (one document) may hold: MongoDB's own limit for a document. A longer line
 * is no document this app wrote, and reading on would only hold it in memory.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

export class LineTooLongError extends Error {
  name = "LineTooLongError";
  constructor(
    readonly lineNumber: number,
    readonly limit: number,
  ) {
    super(
      `line ${lineNumber} is longer than ${limit / 1024 / 1024} MB, the most a document may be`,
    );
  }
}

const NEWLINE = 0x0a;

/**
 * The lines of a stream (without their "\n"), hashing the exact bytes as they are read. Each
 * chunk is searched for newlines once and a line's pieces are joined once, so a long line costs
 * its length, not its length squared. Splitting bytes, not text, is safe: in UTF-8 the byte 0x0a
 * only ever stands for "\n". Reading the stream directly (not through pipe) lets a failing
 * stream fail the loop instead of stalling.
 */
export function hashedLines(body: AsyncIterable<Uint8Array>, maxLineBytes = MAX_LINE_BYTES) {
  const hash = createHash("sha256");
  let size = 0;
  async function* lines(): AsyncGenerator<string> {
    let pieces: Buffer[] = [];
    let pending = 0;
    let lineNumber = 1;
    const take = (last: Buffer) => {
      const line = Buffer.concat([...pieces, last]).toString("utf8");
      pieces = [];
      pending = 0;
      lineNumber++;
      return line;
    };
    for await (const bytes of body) {
      hash.update(bytes);
      size += bytes.length;
      const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        if (pending + end - start > maxLineBytes)
          throw new LineTooLongError(lineNumber, maxLineBytes);
        yield take(chunk.subarray(start, end));
        start = end + 1;
      }
      const rest = chunk.subarray(start);
      pending += rest.length;
      if (pending > maxLineBytes) throw new LineTooLongError(lineNumber, maxLineBytes);
      // A copy: the stream may reuse the chunk's memory once it is handed on.
      if (rest.length) pieces.push(Buffer.from(rest));
    }
    if (pending) yield take(Buffer.alloc(0));
  }
  return { lines: lines(), digest: () => hash.digest("hex"), size: () => size };
}
