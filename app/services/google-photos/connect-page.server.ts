import { data, redirect } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { toPublicUser } from "../profile.server";
import { commitSession, getSession } from "../session.server";
import { redirectKeepingToast, redirectWithToast } from "../toast.server";
import {
  CONNECT_PAGE_PATH,
  GooglePhotosError,
  isGooglePhotosEnabled,
  status,
  type ConnectionStatus,
} from "./connection.server";
import { jobProgress, type ImportProgress } from "./import/import-worker.server";
import { CONNECTED_TOAST, connectErrorText, PICKER_LAUNCH_FAILED } from "./messages";
import { createPickerSession, pickerStatus } from "./picker.server";
import { logger } from "~/server/log/logger.server";

/**
 * The connect page `/account/google-photos/connect` (docs/product.md#google-photos-pages
 * 'Photo-library connect page'): what the loader shows and what its forms do. With JavaScript the
 * page picks through the JSON API and a popup; these forms are the same flow without it — a picker
 * session held in the user's session, opened as a link, and checked with one poll on the server per
 * click.
 */

/**
 * docs/product.md#constants-and-limits: the connect page's status check retries twice, 1 s apart.
 */
export const STATUS_RETRIES = 2;
export const STATUS_RETRY_MS = 1000;

export type ConnectionState = "unavailable" | "connected" | "not_connected" | "check_failed";

export interface ConnectPageData {
  nav: { role: User["role"]; portfolioUrl: string };
  connection: ConnectionState;
  lastSync: string | null;
  /** The status' errors, then the failed consent's text (`?error=<code>`). */
  issues: string[];
  /** The failed consent's text alone, for the toast the page shows with JavaScript. */
  consentError: string | null;
  /** A picker session opened by the form (without JavaScript), waiting to be checked. */
  picker: { pickerUri: string } | null;
  progress: ImportProgress;
}

export type ConnectActionResult =
  | { check: "ACTIVE" }
  | { check: "ENDED"; progress: ImportProgress }
  | { check: "failed"; message: string };

type ReadStatus = (userId: string) => Promise<ConnectionStatus>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The status, asked again after a failure (docs/product.md#constants-and-limits); null when every
 * attempt failed.
 */
async function checkStatus(
  userId: string,
  readStatus: ReadStatus,
  retryMs: number,
): Promise<ConnectionStatus | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await readStatus(userId);
    } catch (error) {
      logger.error({ err: error }, "Google Photos status check failed");
      if (attempt >= STATUS_RETRIES) return null;
      await sleep(retryMs);
    }
  }
}

/**
 * `success=connected` (the callback's return) becomes the 'Google Photos connected' toast and the
 * address is cleaned by a redirect, with and without JavaScript; a toast already waiting is kept.
 * `error=<code>` stays: it is the page's list of connection issues, on every reload too.
 */
async function consumeSuccess(request: Request, url: URL): Promise<Response | null> {
  if (!url.searchParams.has("success")) return null;
  const clean = new URL(url);
  clean.searchParams.delete("success");
  const toast = url.searchParams.get("success") === "connected" ? CONNECTED_TOAST : null;
  return redirectKeepingToast(request, `${CONNECT_PAGE_PATH}${clean.search}`, toast);
}

async function pendingPicker(request: Request, user: User) {
  const picker = (await getSession(request)).get("googlePhotosPicker");
  return picker && picker.userId === user.id ? picker : null;
}

export async function loadConnectPage(
  request: Request,
  user: User,
  {
    readStatus = status,
    retryMs = STATUS_RETRY_MS,
  }: { readStatus?: ReadStatus; retryMs?: number } = {},
): Promise<ConnectPageData | Response> {
  const url = new URL(request.url);
  const consumed = await consumeSuccess(request, url);
  if (consumed) return consumed;

  const { role, portfolioUrl } = toPublicUser(user);
  const nav = { role, portfolioUrl };
  const errorCode = url.searchParams.get("error");
  const consentError = errorCode ? connectErrorText(errorCode) : null;
  const consentIssue = consentError ? [consentError] : [];
  const progress = await jobProgress(user.id);
  const page = { nav, lastSync: null, picker: null, progress, consentError };
  // Without credentials nothing is asked, of Google or of the database's connections.
  if (!isGooglePhotosEnabled()) return { ...page, connection: "unavailable", issues: [] };

  const current = await checkStatus(user.id, readStatus, retryMs);
  if (!current) return { ...page, connection: "check_failed", issues: consentIssue };
  const picker = current.isConnected ? await pendingPicker(request, user) : null;
  return {
    ...page,
    connection: current.isConnected ? "connected" : "not_connected",
    lastSync: current.lastSync,
    issues: [...current.errors, ...consentIssue],
    picker: picker ? { pickerUri: picker.pickerUri } : null,
  };
}

/** 'Select Photos' without JavaScript: a picker session for this user, kept in their session. */
async function openPicker(request: Request, user: User): Promise<Response> {
  try {
    const picker = await createPickerSession(user.id);
    const session = await getSession(request);
    session.set("googlePhotosPicker", { userId: user.id, ...picker });
    return redirect(CONNECT_PAGE_PATH, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof GooglePhotosError)) throw error;
    return redirectWithToast(request, CONNECT_PAGE_PATH, {
      title: PICKER_LAUNCH_FAILED,
      description: error.message,
      variant: "destructive",
    });
  }
}

/**
 * 'Check for picked photos': one poll of the session at Google. ENDED (the picked photos are
 * queued) and a session Google no longer knows both end it here; ACTIVE keeps it.
 */
async function checkPicker(request: Request, user: User) {
  const session = await getSession(request);
  const picker = session.get("googlePhotosPicker");
  if (!picker || picker.userId !== user.id) return redirect(CONNECT_PAGE_PATH);
  let result: ConnectActionResult;
  try {
    const answer = await pickerStatus(user.id, picker.sessionId);
    if (answer.state === "ACTIVE") return data<ConnectActionResult>({ check: "ACTIVE" });
    result = { check: "ENDED", progress: answer.progress };
  } catch (error) {
    if (!(error instanceof GooglePhotosError)) throw error;
    // A passing fault (Google busy, a network error) leaves the session to be checked again.
    if (error.code !== "not_found" && error.code !== "not_connected")
      return data<ConnectActionResult>({ check: "failed", message: error.message });
    result = { check: "failed", message: "The picker session has expired. Select photos again." };
  }
  session.unset("googlePhotosPicker");
  return data(result, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function handleConnectAction(request: Request, user: User) {
  const intent = (await request.formData()).get("intent");
  if (intent === "select") return openPicker(request, user);
  if (intent === "check") return checkPicker(request, user);
  return redirect(CONNECT_PAGE_PATH);
}
