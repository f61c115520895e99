import { createReadableStreamFromReadable } from "@remix-run/node";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { Photo } from "~/data/photos.server";
import { EXTENSIONS, fileSlug } from "~/services/export/photographer-export.server";
import { PRIVATE_NO_STORE } from "~/services/photos/photo-keys.server";
import { objectResponse } from "~/storage/http-response.server";
import { objectStore } from "~/storage/store.server";
import { keptWatermarked, linkWatermark } from "~/services/watermarks/kept-watermarks.server";
import {
  countLinkUse,
  largestWebJpeg,
  linkDerivative,
  linkPhoto,
  linkPhotos,
  openLink,
} from "./guest-access.server";
import type { OpenLink } from "./guest-access.server";
import { withShareHeaders } from "./link-paths";

/**
 * Images and downloads through a share link (docs/product.md#share-links, ADR 63). Every request
 * asks guest-access again, so a revoked or expired link, or a photo taken out of the collection,
 * answers 404 at once; nothing is cacheable (`private, no-store`), so nothing outlives the link.
 * A link with `watermark` whose owner has set one serves previews and `web` downloads with it
 * burnt in; originals never (ADR 65).
 */

const answer = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: withShareHeaders({
      "Content-Type": "text/plain; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
    }),
  });
const notFound = () => answer(404, "Not found");
const noDownloads = () => answer(403, "This link does not allow downloads.");

/** GET/HEAD /s/{token}/media/{photoId}/{name}: one derivative of a member photo. */
export async function serveLinkMedia(
  request: Request,
  token: string,
  photoId: string,
  name: string,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: withShareHeaders({ Allow: "GET, HEAD" }) });
  }
  const open = await openLink(request, token);
  const photo = open && (await linkPhoto(open, photoId));
  const derivative = photo && linkDerivative(photo, name);
  if (!derivative) return notFound();
  const watermark = linkWatermark(open.link, open.owner);
  const key = watermark ? await keptWatermarked(watermark, derivative) : derivative.key;
  const response = await objectResponse(objectStore(), key, request, {
    cacheControl: PRIVATE_NO_STORE,
  });
  return new Response(response.body, {
    status: response.status,
    headers: withShareHeaders(response.headers),
  });
}

/**
 * The file a download gives for a photo: its largest web JPEG (watermarked when the link's
 * previews are: it is one of them), or its original, exactly as uploaded.
 */
async function downloadedFile(open: OpenLink, photo: Photo) {
  const base = `${fileSlug(photo.title)}-${photo.id}`;
  if (open.link.downloads === "original") {
    if (!photo.originalKey) return null;
    return {
      key: photo.originalKey,
      name: `${base}.${EXTENSIONS[photo.originalMime ?? ""] ?? "bin"}`,
    };
  }
  const jpeg = largestWebJpeg(photo);
  if (!jpeg) return null;
  const watermark = linkWatermark(open.link, open.owner);
  const key = watermark ? await keptWatermarked(watermark, jpeg) : jpeg.key;
  return { key, name: `${base}.jpg` };
}

const attachment = (name: string) => `attachment; filename="${name}"`;

/** GET /s/{token}/download/{photoId}: one photo, as the link allows (403 when it allows none). */
export async function downloadLinkPhoto(
  request: Request,
  token: string,
  photoId: string,
): Promise<Response> {
  const open = await openLink(request, token);
  if (!open) return notFound();
  if (open.link.downloads === "none") return noDownloads();
  const photo = await linkPhoto(open, photoId);
  const file = photo && (await downloadedFile(open, photo));
  const read = file && (await objectStore().get(file.key));
  if (!file || !read) return notFound();
  await countLinkUse(open.link, "download");
  return new Response(createReadableStreamFromReadable(read.body), {
    headers: withShareHeaders({
      "Content-Type": read.contentType,
      "Content-Length": String(read.contentLength),
      "Content-Disposition": attachment(file.name),
      "X-Content-Type-Options": "nosniff",
    }),
  });
}

/**
 * GET /s/{token}/download: the whole collection as one zip, stored not compressed like the
 * photographer's export, so its exact size is known before the first byte; files are read from
 * the store one at a time as the zip is written. Entries are numbered in the collection's order.
 */
export async function downloadLinkZip(request: Request, token: string): Promise<Response> {
  const open = await openLink(request, token);
  if (!open) return notFound();
  const downloads = open.link.downloads;
  if (downloads === "none") return noDownloads();
  const zip = await collectionZip(open);
  await countLinkUse(open.link, "download");
  return new Response(createReadableStreamFromReadable(zip.stream), {
    headers: withShareHeaders({
      "Content-Type": "application/zip",
      "Content-Length": String(zip.size),
      "Content-Disposition": attachment(zip.filename),
      "X-Content-Type-Options": "nosniff",
    }),
  });
}

async function collectionZip(open: OpenLink) {
  const store = objectStore();
  const photos = await linkPhotos(open);
  // Watermarked copies are made (one at a time) before the listing, so each has its size.
  const files = [];
  for (const photo of photos) files.push(await downloadedFile(open, photo));
  const sizes = new Map(
    (await store.list(`photo/${open.owner.id}/`)).map((object) => [object.key, object.size]),
  );
  const zip = new ZipFile();
  const width = String(photos.length).length;
  for (const [index, photo] of photos.entries()) {
    const file = files[index];
    const size = file ? sizes.get(file.key) : undefined;
    if (!file || size === undefined) continue;
    const name = `${String(index + 1).padStart(width, "0")}-${file.name}`;
    zip.addReadStreamLazy(name, { size, compress: false, mtime: photo.createdAt }, (callback) => {
      store.get(file.key).then(
        (read) =>
          read
            ? callback(null, read.body)
            : callback(new Error(`A file of photo ${photo.id} is gone`), null as never),
        (error: unknown) => callback(error, null as never),
      );
    });
  }
  const size = await new Promise<number>((resolve) => {
    zip.end(undefined, ((total: number) => resolve(total)) as () => void);
  });
  return {
    filename: `${fileSlug(open.collection.title)}.zip`,
    size,
    stream: zip.outputStream as Readable,
  };
}
