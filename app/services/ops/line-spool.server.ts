import { createHash } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";

/**
 * Lines written to a file while their SHA-256 and size are counted: a collection or the object
 * list is spooled so its size is known before its tar header is written.
 */
export class LineSpool {
  private readonly out: WriteStream;
  private readonly hash = createHash("sha256");
  private size = 0;
  private failure: Error | undefined;

  constructor(readonly file: string) {
    this.out = createWriteStream(file);
    this.out.on("error", (error) => (this.failure ??= error));
  }

  async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    const bytes = Buffer.from(text);
    this.hash.update(bytes);
    this.size += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, "drain");
  }

  async close(): Promise<{ size: number; sha256: string }> {
    this.out.end();
    await once(this.out, "close");
    if (this.failure) throw this.failure;
    return { size: this.size, sha256: this.hash.digest("hex") };
  }
}
