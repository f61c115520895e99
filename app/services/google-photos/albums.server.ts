import { z } from "zod";
import { config } from "~/config.server";
import type { NewImportItem } from "~/data/import-jobs.server";
import { mimeEssence } from "~/server/request-guards/mime";
import {
  authorizedFetch,
  authorizedMediaFetch,
  GooglePhotosError,
  isGooglePhotosEnabled,
} from "./connection.server";
import { retryAfterMs } from "./import/download.server";
import { enqueueImport } from "./import/import-worker.server";
import { importItemFromLibrary, type LibraryMediaItem } from "./import/picked-items.server";
import { NO_ALBUMS_SELECTED } from "./messages";
import { logger } from "~/server/log/logger.server";

/**
 * The album flow (docs/product.md#google-photos-pages 'Albums page',
 * docs/product.md#states-and-transitions, docs/product.md#api-calls) on Google's Library API. Since
 * 31 March 2025 its read-only scope (`photoslibrary.readonly.appcreateddata`) reaches only albums
 * and media this app created, so for most users the list is empty and the picker is the way in; the
 * flow is still whole for the albums Google does return. Covers are served from our own origin
 * (`/api/google-photos/albums/{id}/cover`): Google's URLs would need the user's token and would
 * send the visitor's browser to Google.
 */

export interface AlbumView {
  id: string;
  title: string;
  /** Our cover route, or null for an album without a cover (an empty one). */
  coverPhotoUrl: string | null;
  mediaItemsCount: number;
}

/** The Library API's Album, as far as it is used here. */
interface LibraryAlbum {
  id?: string;
  title?: string;
  /** An int64, which Google sends as a string. */
  mediaItemsCount?: string;
  coverPhotoBaseUrl?: string;
  coverPhotoMediaItemId?: string;
}

/** Google's ids are URL-safe base64; anything else is no album of theirs. */
export const ALBUM_ID = /^[A-Za-z0-9_-]{1,200}$/;
export const MAX_ALBUMS_PER_SYNC = 50;
const NO_ALBUMS_TEXT = `${NO_ALBUMS_SELECTED.title}: ${NO_ALBUMS_SELECTED.description}`;

/** `{albumIds}` of the albums page's form and of `POST /api/google-photos/albums/select`. */
export const albumSelectionSchema = z.object({
  albumIds: z
    .array(z.string().regex(ALBUM_ID, "That is not an album of yours."), {
      required_error: NO_ALBUMS_TEXT,
      invalid_type_error: "albumIds must be a list of album ids",
    })
    .min(1, NO_ALBUMS_TEXT)
    .max(MAX_ALBUMS_PER_SYNC, `Select at most ${MAX_ALBUMS_PER_SYNC} albums at a time.`),
});

// albums.list answers at most 50 a page; mediaItems:search 100, and an album holds at most
// 20,000 items. The page caps keep a misbehaving answer from looping for ever.
const ALBUMS_PAGE_SIZE = 50;
const MAX_ALBUM_PAGES = 100;
const ITEMS_PAGE_SIZE = 100;
const MAX_ITEM_PAGES = 200;

/** docs/product.md#api-calls: an album call is retried once (a 429 or 5xx, or the network). */
const RETRIES = 1;
const RETRY_WAIT_MS = 1000;
const MAX_RETRY_WAIT_MS = 5000;

/** Cover images: what a browser shows in an img, never SVG (it could script our origin). */
const COVER_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** Google's sized copy: 400×400, cropped to the square the grid shows. */
const COVER_SIZE = "=w400-h400-c";

const libraryUrl = (path: string) => new URL(path, config().GOOGLE_LIBRARY_API_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorFor(status: number): GooglePhotosError {
  // 401 after authorizedFetch's refresh, or 403 (a scope the user took back): reconnect.
  if (status === 401 || status === 403) return new GooglePhotosError("auth_failed");
  if (status === 404 || status === 400) return new GooglePhotosError("not_found");
  if (status === 429) return new GooglePhotosError("rate_limit_exceeded");
  logger.error(`Google Library API answered ${status}`);
  return new GooglePhotosError("google_api_error");
}

/** A Library API call with the user's token, retried once; Google's answer as JSON. */
async function libraryCall<T>(userId: string, url: URL, init?: RequestInit): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await authorizedFetch(userId, url, init);
    } catch (error) {
      if (error instanceof GooglePhotosError) throw error;
      if (attempt < RETRIES) {
        await sleep(RETRY_WAIT_MS);
        continue;
      }
      logger.error({ err: error }, "Google Library API unreachable");
      throw new GooglePhotosError("google_api_error");
    }
    if (response.ok) return (await response.json()) as T;
    await response.body?.cancel();
    if ((response.status === 429 || response.status >= 500) && attempt < RETRIES) {
      const wait = retryAfterMs(response.headers.get("Retry-After")) ?? RETRY_WAIT_MS;
      await sleep(Math.min(wait, MAX_RETRY_WAIT_MS));
      continue;
    }
    throw errorFor(response.status);
  }
}

export const coverPath = (albumId: string) =>
  `/api/google-photos/albums/${encodeURIComponent(albumId)}/cover`;

function toAlbumView(album: LibraryAlbum): AlbumView[] {
  if (!album.id || !ALBUM_ID.test(album.id)) return [];
  const count = Number(album.mediaItemsCount ?? 0);
  return [
    {
      id: album.id,
      title: album.title?.trim() || "Untitled album",
      coverPhotoUrl: album.coverPhotoBaseUrl ? coverPath(album.id) : null,
      mediaItemsCount: Number.isSafeInteger(count) && count > 0 ? count : 0,
    },
  ];
}

/** `GET /api/google-photos/albums`: every album Google lets the app see, all pages. */
export async function listAlbums(userId: string): Promise<AlbumView[]> {
  const albums: AlbumView[] = [];
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_ALBUM_PAGES; pages++) {
    const url = libraryUrl("/v1/albums");
    url.searchParams.set("pageSize", String(ALBUMS_PAGE_SIZE));
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = await libraryCall<{ albums?: LibraryAlbum[]; nextPageToken?: string }>(
      userId,
      url,
    );
    albums.push(...(page.albums ?? []).flatMap(toAlbumView));
    pageToken = page.nextPageToken;
    if (!pageToken) break;
  }
  return albums;
}

/**
 * An album's cover for `<img>`: the album is read with the user's own token (Google answers only
 * the owner's albums, which makes the route owner-only), then its cover's 400×400 copy is fetched
 * with that token — from a Google media host only — and its bytes passed through.
 */
export async function albumCover(userId: string, albumId: string): Promise<Response> {
  if (!ALBUM_ID.test(albumId)) throw new GooglePhotosError("not_found");
  const album = await libraryCall<LibraryAlbum>(
    userId,
    libraryUrl(`/v1/albums/${encodeURIComponent(albumId)}`),
  );
  if (!album.coverPhotoBaseUrl) throw new GooglePhotosError("not_found");
  let response: Response;
  try {
    response = await authorizedMediaFetch(userId, `${album.coverPhotoBaseUrl}${COVER_SIZE}`, {
      maxBytes: MAX_COVER_BYTES,
    });
  } catch (error) {
    if (error instanceof GooglePhotosError) throw error;
    // Not a media host, a redirect elsewhere, too large, too slow or unreachable.
    logger.error({ err: error }, "Google album cover refused or failed");
    throw new GooglePhotosError("google_api_error");
  }
  const type = mimeEssence(response.headers.get("Content-Type"));
  if (!response.ok || !response.body || !COVER_TYPES.has(type)) {
    await response.body?.cancel();
    throw response.ok ? new GooglePhotosError("google_api_error") : errorFor(response.status);
  }
  // The whole cover was read within MAX_COVER_BYTES, so its length is known.
  const length = Number(response.headers.get("Content-Length") ?? 0);
  return new Response(response.body, {
    headers: {
      "Content-Type": type,
      ...(length ? { "Content-Length": String(length) } : {}),
      // The owner's browser may keep it a while; Google's own URL lives an hour.
      "Cache-Control": "private, max-age=600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Every item of one album (Library API `mediaItems:search`), all pages. */
async function albumItems(userId: string, albumId: string): Promise<LibraryMediaItem[]> {
  const items: LibraryMediaItem[] = [];
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_ITEM_PAGES; pages++) {
    const page = await libraryCall<{ mediaItems?: LibraryMediaItem[]; nextPageToken?: string }>(
      userId,
      libraryUrl("/v1/mediaItems:search"),
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          albumId,
          pageSize: ITEMS_PAGE_SIZE,
          ...(pageToken ? { pageToken } : {}),
        }),
      },
    );
    items.push(...(page.mediaItems ?? []));
    pageToken = page.nextPageToken;
    if (!pageToken) break;
  }
  return items;
}

/**
 * `POST /api/google-photos/albums/select`: the photos of the chosen albums are queued as one
 * import (videos left out). Photos the user already has, or has queued, are not queued again, so
 * selecting the same albums twice queues nothing the second time. Answers how many were queued.
 */
export async function selectAlbums(
  userId: string,
  albumIds: string[],
): Promise<{ queued: number }> {
  if (!isGooglePhotosEnabled()) throw new GooglePhotosError("feature_disabled");
  const ids = [...new Set(albumIds)];
  const items: NewImportItem[] = [];
  for (const albumId of ids) {
    const found = await albumItems(userId, albumId);
    items.push(...found.flatMap((item) => importItemFromLibrary(item) ?? []));
  }
  const job = await enqueueImport(userId, items, { source: "album", sourceRef: ids });
  return { queued: job?.counts.total ?? 0 };
}
