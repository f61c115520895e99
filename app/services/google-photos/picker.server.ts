import { config } from "~/config.server";
import { db } from "~/data/db.server";
import { authorizedFetch, GooglePhotosError } from "./connection.server";
import { enqueueImport, jobProgress, type ImportProgress } from "./import/import-worker.server";
import { importItemFromPicked, type PickedMediaItem } from "./import/picked-items.server";
import { logger } from "~/server/log/logger.server";

/**
 * The Google Photos Picker (docs/product.md#states-and-transitions 'Photo-library import',
 * docs/product.md#constants-and-limits picker session): a session is created with the user's token,
 * polled until the user has picked, then its items are queued for import and the session is deleted
 * at Google. Ownership: Google answers a session only to the grant that created it, and an ended
 * session is found again through the user's own import job (its sourceRef), so a user can never
 * poll, nor import from, another user's session.
 */

export interface PickerSession {
  pickerUri: string;
  sessionId: string;
}

export type PickerStatus = { state: "ACTIVE" } | { state: "ENDED"; progress: ImportProgress };

const SESSION_ID = /^[A-Za-z0-9_-]{1,200}$/;
const MAX_PAGES = 100;

const apiUrl = (path: string) => new URL(path, config().GOOGLE_PICKER_API_URL);

/** Google's answer as JSON; 404 (not this user's, or gone) and other failures as errors. */
async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  await response.body?.cancel();
  if (response.status === 404 || response.status === 403) throw new GooglePhotosError("not_found");
  logger.error(`Google Picker API answered ${response.status}`);
  throw new GooglePhotosError("google_api_error");
}

/** `POST /api/google-photos/picker/session` → `{pickerUri, sessionId}`. */
export async function createPickerSession(userId: string): Promise<PickerSession> {
  const response = await authorizedFetch(userId, apiUrl("/v1/sessions"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  const session = await readJson<{ id?: string; pickerUri?: string }>(response);
  if (!session.id || !session.pickerUri) throw new GooglePhotosError("google_api_error");
  return { pickerUri: session.pickerUri, sessionId: session.id };
}

/** Whether one of the user's own imports came from this picker session. */
async function alreadyImported(userId: string, sessionId: string): Promise<boolean> {
  const { importJobs } = await db();
  const jobs = await importJobs.listByUser(userId);
  return jobs.some((job) => job.source === "picker" && job.sourceRef.includes(sessionId));
}

async function pickedItems(userId: string, sessionId: string): Promise<PickedMediaItem[]> {
  const picked: PickedMediaItem[] = [];
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const url = apiUrl("/v1/mediaItems");
    url.searchParams.set("sessionId", sessionId);
    url.searchParams.set("pageSize", "100");
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = await readJson<{ mediaItems?: PickedMediaItem[]; nextPageToken?: string }>(
      await authorizedFetch(userId, url),
    );
    picked.push(...(page.mediaItems ?? []));
    pageToken = page.nextPageToken;
    if (!pageToken) break;
  }
  return picked;
}

/**
 * `GET /api/google-photos/picker/status/{sessionId}`: ACTIVE while the user picks; once Google
 * says the items are set, they are queued (items the user already has are left out), the session
 * is deleted at Google (best effort) and the answer is ENDED with the import's progress. Polling
 * an ended session again answers ENDED without importing anything twice.
 */
export async function pickerStatus(userId: string, sessionId: string): Promise<PickerStatus> {
  if (!SESSION_ID.test(sessionId)) throw new GooglePhotosError("not_found");
  if (await alreadyImported(userId, sessionId)) {
    return { state: "ENDED", progress: await jobProgress(userId) };
  }
  const path = `/v1/sessions/${encodeURIComponent(sessionId)}`;
  const session = await readJson<{ mediaItemsSet?: boolean }>(
    await authorizedFetch(userId, apiUrl(path)),
  );
  if (!session.mediaItemsSet) return { state: "ACTIVE" };

  const items = (await pickedItems(userId, sessionId)).flatMap(
    (item) => importItemFromPicked(item) ?? [],
  );
  const job = await enqueueImport(userId, items, { source: "picker", sourceRef: [sessionId] });
  // With nothing new to import there is no job to find the session by: it is left to expire at
  // Google, so a later poll reads it again and still answers ENDED (queuing nothing).
  if (!job) return { state: "ENDED", progress: await jobProgress(userId) };
  try {
    const deleted = await authorizedFetch(userId, apiUrl(path), { method: "DELETE" });
    await deleted.body?.cancel();
  } catch (error) {
    logger.error({ err: error }, "Deleting the picker session failed");
  }
  return { state: "ENDED", progress: await jobProgress(userId) };
}
