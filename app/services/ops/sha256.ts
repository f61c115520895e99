import { createHash, type Hash } from "node:crypto";
import { Transform } from "node:stream";

/** A pass-through stream that counts and hashes what flows through it. */
export class HashingStream extends Transform {
  private readonly hash: Hash = createHash("sha256");
  bytes = 0;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }

  /** The hex digest; call once, after the stream has ended. */
  digest(): string {
    return this.hash.digest("hex");
  }
}

/** SHA-256 (hex) and size of everything a stream yields, read to its end. */
export async function hashStream(
  body: AsyncIterable<Uint8Array>,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest("hex"), size };
}

export const sha256Hex = (data: string | Uint8Array) =>
  createHash("sha256").update(data).digest("hex");
