import type { Request, RequestHandler } from "express";
import { refuse } from "./refusal.server";

export const BODY_TOO_LARGE = "The request is too large.";
const TOO_LARGE_REASON = "body over its limit";

/**
 * Form and JSON bodies, sized to the largest form (docs/product.md#security-baseline). Field limits
 * are counted in UTF-16 units; one unit can take 9 bytes form-encoded (`%E2%82%AC`), so a form's
 * cap is its fields' limits × 9 with room to spare. The contact form (5,500 characters) fits 64 KB;
 * a photo's description may arrive 4× its 5,000-character limit before sanitising, hence 256 KB
 * there. A list of photo ids in order (a collection's, the portfolio's: up to 10,000 ids of 32
 * characters, docs/product.md#collections) fits 512 KB.
 */
export const BODY_LIMITS = {
  form: 64 * 1024,
  photoMetadata: 256 * 1024,
  photoOrder: 512 * 1024,
} as const;

// Exact paths (and their `.data` twins): an encoded or differently-cased spelling of a path only
// gets the smaller limit, never a larger one.
const page = (path: string) => new RegExp(`^${path}(?:\\.data)?$`);
const PHOTO_METADATA_PATHS = [page("/my-photos"), /^\/api\/user\/photos\/[^/]+$/];
const PHOTO_ORDER_PATHS = [/^\/api\/user\/photos\/order$/, /^\/api\/collections\/[^/]+\/photos$/];

/**
 * Routes that read multipart through a parser with its own caps (25 MB photos, 5 MB avatars, the
 * bulk total): their uploads pass untouched. Multipart anywhere else is held to the form limit, as
 * `request.formData()` would read it whole.
 */
const UPLOAD_PATHS = [
  page("/my-photos"),
  page("/my-photos/bulk"),
  page("/account"),
  page("/admin/dashboard/bulk-upload"),
  page("/admin/dashboard/hero-banners"),
  /^\/api\/photos\/upload$/,
  /^\/api\/photos\/ai-analyze$/,
  /^\/api\/user\/profile-image\/upload$/,
  /^\/api\/admin\/hero-images\/upload$/,
];

/** The byte limit for a body, or undefined for an upload its route's parser limits itself. */
export function bodyLimitFor(path: string, contentType: string | undefined): number | undefined {
  // Exactly what the upload parsers accept (they test this prefix, case and all).
  const multipart = contentType?.startsWith("multipart/form-data") ?? false;
  if (multipart && UPLOAD_PATHS.some((p) => p.test(path))) return undefined;
  if (PHOTO_ORDER_PATHS.some((p) => p.test(path))) return BODY_LIMITS.photoOrder;
  if (PHOTO_METADATA_PATHS.some((p) => p.test(path))) return BODY_LIMITS.photoMetadata;
  return BODY_LIMITS.form;
}

/**
 * Express middleware: 413 for a body over its limit before the app reads a byte of it. A declared
 * Content-Length is checked at once (Node never delivers more than it declares); a chunked body is
 * counted as it arrives and handed on whole only when it stays under the limit.
 */
export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    const chunked = req.headers["transfer-encoding"] !== undefined;
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!chunked && !(declared > 0)) return next();
    const limit = bodyLimitFor(req.path, req.headers["content-type"]);
    if (limit === undefined) return next();
    if (declared > limit) return refuse(req, res, 413, BODY_TOO_LARGE, TOO_LARGE_REASON, { limit });
    // Nothing left to count (an empty chunked body that has already arrived whole).
    if (!chunked || (req.complete && req.readableLength === 0)) return next();
    holdWithin(req, limit, (fits) =>
      fits ? next() : refuse(req, res, 413, BODY_TOO_LARGE, TOO_LARGE_REASON, { limit }),
    );
  };
}

/**
 * Reads a streamed body up to `limit` bytes, then puts it back (`unshift`) for the app to read as
 * if untouched. Over the limit, reading stops: the rest is never read. A client that goes away
 * mid-body gets no answer.
 */
function holdWithin(req: Request, limit: number, done: (fits: boolean) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (fits: boolean) => {
    req.off("readable", onReadable);
    req.off("error", onGone);
    req.off("aborted", onGone);
    done(fits);
  };
  const onGone = () => {
    req.off("readable", onReadable);
    req.off("error", onGone);
    req.off("aborted", onGone);
  };
  function onReadable() {
    // Only read while bytes are waiting: a read at the very end would emit 'end' too soon.
    while (req.readableLength > 0) {
      const chunk: Buffer | null = req.read();
      if (chunk === null) break;
      size += chunk.length;
      if (size > limit) return finish(false);
      chunks.push(chunk);
    }
    if (!req.complete) return;
    // Back in front of the stream before its 'end' fires: the app reads exactly these bytes.
    if (size > 0) req.unshift(Buffer.concat(chunks, size));
    finish(true);
  }
  req.on("error", onGone);
  req.on("aborted", onGone);
  req.on("readable", onReadable);
}
