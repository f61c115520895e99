import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MIN_PART_SIZE, uploadObject } from "./s3-upload.server";
import { startTestS3Server, type TestS3Server } from "./test-s3-server";

/** Which S3 calls a body of unknown length turns into (the contract suite checks the bytes). */
describe("uploadObject", () => {
  let server: TestS3Server;
  let client: S3Client;
  let calls: string[] = [];
  beforeAll(async () => {
    server = await startTestS3Server();
    client = new S3Client({ ...server.options, requestChecksumCalculation: "WHEN_REQUIRED" });
    client.middlewareStack.add(
      (next, context) => (args) => {
        calls.push(String(context.commandName));
        return next(args);
      },
      { step: "initialize" },
    );
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    calls = [];
  });

  const target = (key: string) => ({
    client,
    bucket: server.options.bucket,
    key,
    contentType: "image/jpeg",
    partSize: MIN_PART_SIZE,
  });
  async function* pieces(total: number, fail = false) {
    for (let sent = 0; sent < total; sent += 100_000)
      yield randomBytes(Math.min(100_000, total - sent));
    if (fail) throw new Error("source failed");
  }

  it("sends a body of one part or less as a single PutObject", async () => {
    expect(await uploadObject(target("small"), pieces(MIN_PART_SIZE))).toBe(MIN_PART_SIZE);
    expect(calls).toEqual(["PutObjectCommand"]);
  });

  it("sends a larger body as a multipart upload, in order", async () => {
    const bytes = randomBytes(2 * MIN_PART_SIZE + 5);
    const size = await uploadObject(target("large"), Readable.from([bytes]));
    expect(size).toBe(bytes.length);
    expect(calls).toEqual([
      "CreateMultipartUploadCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "CompleteMultipartUploadCommand",
    ]);
    const stored = await client.send(
      new GetObjectCommand({ Bucket: server.options.bucket, Key: "large" }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    expect(stored.ContentType).toBe("image/jpeg");
  });

  it("never completes an upload whose source fails, and tries to abort it", async () => {
    await expect(uploadObject(target("failed"), pieces(3 * MIN_PART_SIZE, true))).rejects.toThrow(
      "source failed",
    );
    expect(calls).not.toContain("CompleteMultipartUploadCommand");
    expect(calls.at(-1)).toBe("AbortMultipartUploadCommand");
  });
});
