import { createHash } from "node:crypto";
import { StringDecoder } from "node:string_decoder";

/**
 * The lines of a stream (without their "\n"), hashing the exact bytes as they are read. Reading
 * the stream directly (not through pipe) lets a failing stream fail the loop instead of stalling.
 */
export function hashedLines(body: AsyncIterable<Uint8Array>) {
  const hash = createHash("sha256");
  let size = 0;
  async function* lines(): AsyncGenerator<string> {
    const decoder = new StringDecoder("utf8");
    let pending = "";
    for await (const chunk of body) {
      hash.update(chunk);
      size += chunk.length;
      const parts = (pending + decoder.write(Buffer.from(chunk))).split("\n");
      pending = parts.pop() ?? "";
      yield* parts;
    }
    pending += decoder.end();
    if (pending) yield pending;
  }
  return { lines: lines(), digest: () => hash.digest("hex"), size: () => size };
}
