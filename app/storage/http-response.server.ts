import { createReadableStreamFromReadable } from "@remix-run/node";
import {
  isNotModified,
  parseRangeHeader,
  rangeStillApplies,
  type RequestedRange,
} from "./http-conditions";
import {
  InvalidKeyError,
  RangeNotSatisfiableError,
  type ByteRange,
  type ObjectInfo,
  type ObjectStore,
} from "./object-store";

export interface ObjectResponseOptions {
  /** Overrides the Cache-Control stored with the object. */
  cacheControl?: string;
}

function objectHeaders(info: ObjectInfo, options: ObjectResponseOptions): Headers {
  const headers = new Headers({
    "Content-Type": info.contentType,
    "Accept-Ranges": "bytes",
    "Last-Modified": info.lastModified.toUTCString(),
    // Objects are user uploads: never let a browser guess them into HTML or script.
    "X-Content-Type-Options": "nosniff",
  });
  if (info.etag) headers.set("ETag", info.etag);
  const cacheControl = options.cacheControl ?? info.cacheControl;
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });

const unsatisfiable = (size: number) =>
  new Response(null, {
    status: 416,
    headers: { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" },
  });

/**
 * The HTTP answer to a GET or HEAD of one object: 200 or 206 (single Range), 304 for a
 * matching If-None-Match / If-Modified-Since, 416, 404. Metadata is fetched first (HEAD) only
 * when the request needs it before the body: conditionals, If-Range and suffix ranges; a plain
 * GET is one store call.
 */
export async function objectResponse(
  store: ObjectStore,
  key: string,
  request: Request,
  options: ObjectResponseOptions = {},
): Promise<Response> {
  try {
    return await respond(store, key, request, options);
  } catch (error) {
    // Keys come from URL parameters via a service: a malformed one names no object.
    if (error instanceof InvalidKeyError) return notFound();
    throw error;
  }
}

async function respond(
  store: ObjectStore,
  key: string,
  request: Request,
  options: ObjectResponseOptions,
): Promise<Response> {
  const { headers } = request;
  const isHead = request.method.toUpperCase() === "HEAD";
  let requested: RequestedRange | undefined = isHead
    ? undefined
    : parseRangeHeader(headers.get("Range"));
  let range: ByteRange | undefined = requested && "start" in requested ? requested : undefined;

  const needsInfo =
    isHead ||
    (requested && "suffix" in requested) ||
    ["If-None-Match", "If-Modified-Since", "If-Range"].some((name) => headers.has(name));
  if (needsInfo) {
    const info = await store.head(key);
    if (!info) return notFound();
    if (isNotModified(headers, info)) {
      return new Response(null, { status: 304, headers: objectHeaders(info, options) });
    }
    if (isHead) {
      const head = objectHeaders(info, options);
      head.set("Content-Length", String(info.size));
      return new Response(null, { status: 200, headers: head });
    }
    if (requested && !rangeStillApplies(headers, info)) requested = range = undefined;
    if (requested && "suffix" in requested) {
      if (requested.suffix === 0 || info.size === 0) return unsatisfiable(info.size);
      range = { start: Math.max(0, info.size - requested.suffix) };
    }
  }

  let object;
  try {
    object = await store.get(key, { range });
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) return unsatisfiable(error.size);
    throw error;
  }
  if (!object) return notFound();

  const responseHeaders = objectHeaders(object, options);
  responseHeaders.set("Content-Length", String(object.contentLength));
  if (object.range) {
    const { start, end } = object.range;
    responseHeaders.set("Content-Range", `bytes ${start}-${end}/${object.size}`);
  }
  return new Response(createReadableStreamFromReadable(object.body), {
    status: object.range ? 206 : 200,
    headers: responseHeaders,
  });
}
