import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Toast } from "../session.server";
import { dataWithToast, redirectKeepingToast, redirectWithToast } from "../toast.server";
import { ALBUMS_PAGE, CONNECT_PAGE } from "./albums-paths";
import { albumSelectionSchema, listAlbums, selectAlbums, type AlbumView } from "./albums.server";
import { CONNECTED_REDIRECT, GooglePhotosError, status } from "./connection.server";
import {
  ALBUMS_SELECTED_TITLE,
  CONNECTED_TOAST,
  CONNECT_PAGE_FAILED_TITLE,
  connectErrorText,
  NO_ALBUMS_SELECTED,
  SELECTION_FAILED_TITLE,
  toConnectCode,
} from "./messages";
import { logger } from "~/server/log/logger.server";

/**
 * The albums page (`/account/google-photos/albums`, docs/product.md#google-photos-pages 'Albums
 * page', docs/product.md#states-and-transitions album flow): what its loader and action do, apart
 * from the route module so they can be tested on their own.
 */

export type ConnectionCheck =
  | { state: "connected" }
  | { state: "not-connected" }
  | { state: "disabled" }
  | { state: "check-failed" };

export type AlbumsOutcome =
  { state: "loaded"; albums: AlbumView[] } | { state: "failed"; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The consent callback's parameters are consumed here, with or without JavaScript: `success=
 * connected` shows the connected toast on the clean address; `error=<code>` shows 'Connection
 * Failed' and goes on to the connect page with the connect page's code
 * (docs/product.md#error-catalogue). Null when the address carries neither.
 */
export async function consumeCallbackParams(request: Request): Promise<Response | null> {
  const params = new URL(request.url).searchParams;
  const error = params.get("error");
  if (error !== null) {
    const code = toConnectCode(error);
    return redirectKeepingToast(request, `${CONNECT_PAGE}?error=${code}`, {
      variant: "destructive",
      title: CONNECT_PAGE_FAILED_TITLE,
      description: connectErrorText(code),
    });
  }
  if (params.has("success")) {
    if (params.get("success") !== "connected") return redirect(ALBUMS_PAGE);
    return redirectKeepingToast(request, ALBUMS_PAGE, CONNECTED_TOAST);
  }
  return null;
}

/** docs/product.md#api-calls: the albums page's status check is tried again 3 times, 1 s apart. */
export const CHECK_RETRIES = 3;

/** Whether the user is connected; a failing read is tried again before 'check failed'. */
export async function checkConnection(
  userId: string,
  { retries = CHECK_RETRIES, waitMs = 1000, readStatus = status } = {},
): Promise<ConnectionCheck> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { isConnected } = await readStatus(userId);
      return { state: isConnected ? "connected" : "not-connected" };
    } catch (error) {
      if (error instanceof GooglePhotosError && error.code === "feature_disabled") {
        return { state: "disabled" };
      }
      if (attempt >= retries) {
        logger.error({ err: error }, "Google Photos status check failed");
        return { state: "check-failed" };
      }
      await sleep(waitMs);
    }
  }
}

/** The album list, or why it could not be read (shown under 'Failed to Load Albums'). */
export async function loadAlbums(userId: string): Promise<AlbumsOutcome> {
  try {
    return { state: "loaded", albums: await listAlbums(userId) };
  } catch (error) {
    if (!(error instanceof GooglePhotosError))
      logger.error({ err: error }, "Listing albums failed");
    const message = error instanceof GooglePhotosError ? error.message : "Please try again.";
    return { state: "failed", message };
  }
}

/** A refused or failed submission: conform's reply, shown in the form with the albums kept. */
export interface AlbumsFormReply {
  lastResult: SubmissionResult<string[]>;
}

const failure = (title: string, description: string): Toast => ({
  variant: "destructive",
  title,
  description,
});

const photosQueued = (queued: number) =>
  queued === 0
    ? "Every photo in these albums is already in My Photos or on its way."
    : `${queued} ${queued === 1 ? "photo is" : "photos are"} being imported into My Photos.`;

/**
 * The form's submission (`albumIds`, one per checked album): none → 'No Albums Selected' (400);
 * queued → 'Albums Selected' on `/account?google_photos=connected`; Google failing → 'Selection
 * Failed' with the reason, the choice kept.
 */
export async function submitAlbumSelection(request: Request, userId: string) {
  const submission = parseWithZod(await request.formData(), { schema: albumSelectionSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    const empty = errors.some((e) => e?.startsWith(NO_ALBUMS_SELECTED.title));
    const reply: AlbumsFormReply = { lastResult: submission.reply() };
    const toast = empty
      ? failure(NO_ALBUMS_SELECTED.title, NO_ALBUMS_SELECTED.description)
      : failure(SELECTION_FAILED_TITLE, errors[0] ?? "Please try again.");
    return dataWithToast(request, reply, toast, 400);
  }
  try {
    const { queued } = await selectAlbums(userId, submission.value.albumIds);
    return redirectWithToast(request, CONNECTED_REDIRECT, {
      title: ALBUMS_SELECTED_TITLE,
      description: photosQueued(queued),
    });
  } catch (error) {
    const known = error instanceof GooglePhotosError;
    if (!known) logger.error({ err: error }, "Album selection failed");
    const message = known ? error.message : "Please try again.";
    const reply: AlbumsFormReply = { lastResult: submission.reply({ formErrors: [message] }) };
    const status = known ? error.status : 500;
    return dataWithToast(request, reply, failure(SELECTION_FAILED_TITLE, message), status);
  }
}
