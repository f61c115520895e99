import type { ObjectBody } from "./object-store";

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The body of a put as Buffers. Iterating a Readable rethrows its error, and a stream destroyed
 * before its end throws ERR_STREAM_PREMATURE_CLOSE, so adapters see an aborted upload as a failure.
 */
export async function* bodyChunks(body: ObjectBody): AsyncGenerator<Buffer> {
  if (body instanceof Uint8Array) {
    yield asBuffer(body);
    return;
  }
  for await (const chunk of body) {
    yield typeof chunk === "string" ? Buffer.from(chunk) : asBuffer(chunk as Uint8Array);
  }
}
