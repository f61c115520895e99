import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from "@aws-sdk/client-s3";

/** S3's smallest part (all parts but the last); also the default, so memory stays ~2 parts. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

export interface UploadTarget {
  client: S3Client;
  bucket: string;
  key: string;
  contentType: string;
  cacheControl?: string;
  partSize: number;
}

/** Regroups chunks into parts of exactly `partSize` bytes, the last one shorter. */
async function* toParts(chunks: AsyncIterable<Buffer>, partSize: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= partSize) {
      const all = Buffer.concat(pending, length);
      yield all.subarray(0, partSize);
      const rest = all.subarray(partSize);
      pending = rest.length > 0 ? [rest] : [];
      length = rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/**
 * Uploads a body of unknown length without holding all of it: a body that fits in one part is
 * one PutObject with a known Content-Length; a larger one is a multipart upload. Nothing is
 * completed until the source has ended, so a failing or aborted source leaves no object.
 * (Every request body is a Buffer: no aws-chunked streaming, which some S3-compatible servers
 * mishandle.) Resolves to the number of bytes stored.
 */
export async function uploadObject(
  target: UploadTarget,
  chunks: AsyncIterable<Buffer>,
): Promise<number> {
  const parts = toParts(chunks, target.partSize);
  try {
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      const body = first.done ? Buffer.alloc(0) : first.value;
      await target.client.send(
        new PutObjectCommand({ ...objectFields(target), Body: body, ContentLength: body.length }),
      );
      return body.length;
    }
    return await uploadMultipart(target, [first.value as Buffer, second.value], parts);
  } finally {
    // Stops (and so destroys) the source when we gave up before its end.
    await parts.return(undefined);
  }
}

function objectFields({ bucket, key, contentType, cacheControl }: UploadTarget) {
  return { Bucket: bucket, Key: key, ContentType: contentType, CacheControl: cacheControl };
}

async function uploadMultipart(
  target: UploadTarget,
  firstParts: Buffer[],
  rest: AsyncGenerator<Buffer>,
): Promise<number> {
  const { client, bucket, key } = target;
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(objectFields(target)));
  const done: CompletedPart[] = [];
  let size = 0;
  const send = async (part: Buffer) => {
    const PartNumber = done.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        PartNumber,
        Body: part,
        ContentLength: part.length,
      }),
    );
    done.push({ ETag, PartNumber });
    size += part.length;
  };
  try {
    for (const part of firstParts) await send(part);
    for await (const part of rest) await send(part);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: done },
      }),
    );
    return size;
  } catch (error) {
    // Best effort: s3rver does not implement AbortMultipartUpload; on S3, a lifecycle rule
    // (AbortIncompleteMultipartUpload) sweeps anything left behind.
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
      .catch(() => {});
    throw error;
  }
}
