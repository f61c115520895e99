import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { StoreUnavailableError } from "~/utils/availability/unavailable";
import { isS3Unavailable } from "~/utils/availability/network-failure";
import { bodyChunks } from "./body-chunks";
import {
  RangeNotSatisfiableError,
  assertValidKey,
  assertValidPageSize,
  assertValidPrefix,
  assertValidRange,
  decodeCursor,
  encodeCursor,
  isValidKey,
  type ListPage,
  type ObjectStore,
} from "./object-store";
import { MIN_PART_SIZE, uploadObject } from "./s3-upload.server";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For MinIO, R2, s3rver…; unset means AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset means the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bytes per multipart part, at least 5 MiB; bodies up to this size take one PutObject. */
  partSize?: number;
  /** Keys per ListObjectsV2 page (S3 caps it at 1000); small values let tests exercise paging. */
  listPageSize?: number;
  /**
   * How long a metadata call (head, list, delete) or the start of a download may take, retries
   * included, before the store counts as unavailable (docs/decisions/0021-running-well.md).
   */
  answerTimeoutMs?: number;
}

/** One connection attempt: loopback, a LAN or a region's endpoint connect in milliseconds. */
const CONNECTION_TIMEOUT_MS = 1000;
/** One attempt of a metadata call, until the answer's headers. */
const ATTEMPT_TIMEOUT_MS = 1000;
/** All attempts of a metadata call: below the 2 s in which a request must hear "unavailable". */
const ANSWER_TIMEOUT_MS = 1500;
/** One PutObject or UploadPart request (a part is 8 MiB): generous for slow uplinks. */
const UPLOAD_REQUEST_TIMEOUT_MS = 120_000;

const FALLBACK_TYPE = "application/octet-stream";
const DELETE_CONCURRENCY = 8;

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

// HEAD answers a bare 404 ("NotFound"), GET a "NoSuchKey"; a missing bucket must still throw.
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === "NoSuchKey" || ($metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
}

function isUnsatisfiableRange(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === "InvalidRange" || $metadata?.httpStatusCode === 416;
}

/** "bytes 0-9/100" → { start: 0, end: 9, size: 100 } */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? "");
  return match
    ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) }
    : undefined;
}

export function createS3Store(options: S3StoreOptions): ObjectStore {
  const { bucket, partSize = 8 * 1024 * 1024, listPageSize = 1000 } = options;
  if (partSize < MIN_PART_SIZE) throw new Error(`partSize must be at least ${MIN_PART_SIZE} bytes`);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // The SDK's default (checksums on every request, aws-chunked bodies) corrupts or is refused
    // by several S3-compatible servers (docs/product.md#stack).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without timeouts a stopped or unreachable store makes every request hang (the SDK's
    // defaults wait forever). Uploads keep this long per-request limit; every other call passes
    // its own short one (`answered`). Only thrown, not merely logged, with throwOnRequestTimeout.
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
    // The SDK's default: a refused connection or a 503 SlowDown is tried again twice, quickly.
    maxAttempts: 3,
  });
  const answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;

  /**
   * Runs one metadata call (or a download until its headers) within answerTimeoutMs, retries
   * included; a download's body then streams without that limit.
   */
  async function answered<T>(
    call: (options: { requestTimeout: number; abortSignal: AbortSignal }) => Promise<T>,
  ): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), answerTimeoutMs);
    try {
      return await call({
        requestTimeout: Math.min(ATTEMPT_TIMEOUT_MS, answerTimeoutMs),
        abortSignal: deadline.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async function head(key: string) {
    assertValidKey(key);
    try {
      const out = await answered((o) =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), o),
      );
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? FALLBACK_TYPE,
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag,
        cacheControl: out.CacheControl,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  const store: ObjectStore = {
    engine: "s3",
    head,

    async put(key, body, { contentType, cacheControl }) {
      assertValidKey(key);
      const target = { client, bucket, key, contentType, cacheControl, partSize };
      const size = await uploadObject(target, bodyChunks(body));
      return { key, size };
    },

    async get(key, { range } = {}) {
      assertValidKey(key);
      if (range) assertValidRange(range);
      const Range = range ? `bytes=${range.start}-${range.end ?? ""}` : undefined;
      let out;
      try {
        out = await answered((o) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }), o),
        );
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (!isUnsatisfiableRange(error)) throw error;
        // The 416 body's ActualObjectSize is not surfaced by the SDK: ask for the size.
        const info = await head(key);
        if (!info) return null;
        throw new RangeNotSatisfiableError(info.size);
      }
      const read = parseContentRange(out.ContentRange);
      const contentLength = out.ContentLength ?? 0;
      const body = out.Body instanceof Readable ? out.Body : Readable.from([]);
      const size = read?.size ?? contentLength;
      // No byte range of an empty object is satisfiable (RFC 9110); s3rver answers 206 anyway.
      if (range && size === 0) {
        body.destroy();
        throw new RangeNotSatisfiableError(0);
      }
      return {
        body,
        size,
        contentLength,
        // A server may ignore Range and answer 200 with everything: then there is no `range`.
        range: read && { start: read.start, end: read.end },
        contentType: out.ContentType ?? FALLBACK_TYPE,
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag,
        cacheControl: out.CacheControl,
      };
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await answered((o) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), o),
        );
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    },

    // One DeleteObject per key rather than DeleteObjects: the batch call needs a Content-MD5 or
    // checksum header that S3-compatible servers disagree on. A user's photos are a few thousand
    // keys at most.
    async deletePrefix(prefix) {
      if (prefix === "") throw new Error("deletePrefix needs a non-empty prefix");
      const keys = (await store.list(prefix)).map((object) => object.key);
      let next = 0;
      const worker = async () => {
        while (next < keys.length) await store.delete(keys[next++]);
      };
      await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, worker));
      return keys.length;
    },

    async list(prefix) {
      const found = [];
      let cursor: string | undefined;
      do {
        const page = await store.listPage(prefix, { pageSize: listPageSize, cursor });
        found.push(...page.objects);
        cursor = page.nextCursor;
      } while (cursor);
      return found;
    },

    // StartAfter rather than S3's continuation token: the cursor then means the same on every
    // adapter and does not expire.
    async listPage(prefix, { pageSize, cursor }): Promise<ListPage> {
      assertValidPrefix(prefix);
      assertValidPageSize(pageSize);
      const StartAfter = cursor === undefined ? undefined : decodeCursor(cursor);
      const page = await answered((o) =>
        client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            MaxKeys: pageSize,
            StartAfter,
          }),
          o,
        ),
      );
      const contents = page.Contents ?? [];
      const lastKey = contents.at(-1)?.Key;
      return {
        objects: contents
          // Keys written by other tools that are not valid keys are not ours to hand out.
          .filter((item) => item.Key && isValidKey(item.Key))
          .map((item) => ({
            key: item.Key!,
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
          })),
        nextCursor: page.IsTruncated && lastKey ? encodeCursor(lastKey) : undefined,
      };
    },
  };
  return withUnavailability(store);
}

/**
 * The same store, with every failure that means "the store is away" (refused, reset, timed
 * out, 5xx) thrown as StoreUnavailableError, which requests answer with 503.
 */
function withUnavailability(store: ObjectStore): ObjectStore {
  const mapped =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw isS3Unavailable(error) ? new StoreUnavailableError({ cause: error }) : error;
      }
    };
  return {
    engine: store.engine,
    put: mapped(store.put),
    get: mapped(store.get),
    head: mapped(store.head),
    delete: mapped(store.delete),
    deletePrefix: mapped(store.deletePrefix),
    list: mapped(store.list),
    listPage: mapped(store.listPage),
  };
}
