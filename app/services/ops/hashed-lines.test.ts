import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedLines, LineTooLongError, MAX_LINE_BYTES } from "./hashed-lines";

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

describe("hashedLines", () => {
  it("splits lines across chunks, characters cut between chunks included, hashing every byte", async () => {
    const text = '{"a":"é"}\n\n{"b":"日本"}\n{"c":"🙂"}';
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 7, 64]) {
      const file = hashedLines(chunksOf(bytes, size));
      expect(await readAll(file.lines)).toEqual(['{"a":"é"}', "", '{"b":"日本"}', '{"c":"🙂"}']);
      expect(file.size()).toBe(bytes.length);
      expect(file.digest()).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
  });

  it("reads a 15 MB line in 16 KB chunks in linear time", async () => {
    // Joining and re-splitting the whole pending text at every chunk took 15 s for this line.
    const line = Buffer.alloc(15 * 1024 * 1024, "a");
    const started = performance.now();
    const [read] = await readAll(
      hashedLines(chunksOf(Buffer.concat([line, Buffer.from("\n")]), 16 * 1024)).lines,
    );
    expect(read!.length).toBe(line.length);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a line longer than the limit, naming the line and the limit", async () => {
    const bytes = Buffer.from(`short\n${"x".repeat(40)}\nnever read`);
    const file = hashedLines(chunksOf(bytes, 8), 32);
    const read: string[] = [];
    const reading = (async () => {
      for await (const line of file.lines) read.push(line);
    })();
    await expect(reading).rejects.toThrow(LineTooLongError);
    await expect(reading).rejects.toThrow(/^line 2 is longer than/);
    expect(read).toEqual(["short"]);
    expect(String(new LineTooLongError(1, MAX_LINE_BYTES).message)).toBe(
      "line 1 is longer than 16 MB, the most a document may be",
    );
  });
});
