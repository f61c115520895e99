import { randomBytes } from "node:crypto";
import { json, redirect } from "@remix-run/node";
import type { Auth } from "googleapis";
import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { createRateLimiter } from "../rate-limit.server";
import { toConnectCode } from "./messages";
import { commitSession, getSession } from "../session.server";
import { siteOrigin } from "../site-url.server";
import { importSummary } from "./import/import-worker.server";
import { MAX_UPLOAD_MB_CEILING } from "~/utils/site-settings";
import { fetchGoogleMedia } from "./media-fetch.server";
import { tokenCipher } from "./token-cipher.server";
import { logger } from "~/server/log/logger.server";

/**
 * The Google Photos connection (docs/product.md#states-and-transitions 'Photo-library connection';
 * ADR 0017): consent with state and PKCE bound to the session, tokens encrypted at rest, refreshed
 * when expired, revoked on disconnect. Every Google URL comes from configuration, so tests reach a
 * loopback stand-in. Without GOOGLE_CLIENT_ID/SECRET every entry point answers `feature_disabled`
 * before any request.
 */

export const GOOGLE_PHOTOS_CALLBACK_PATH = "/api/auth/google/photos/callback";
export const GOOGLE_PHOTOS_SCOPES = [
  "https://www.googleapis.com/auth/photospicker.mediaitems.readonly",
  "https://www.googleapis.com/auth/photoslibrary.readonly.appcreateddata",
];
/**
 * Where the callback sends the user; the account page reads these parameters
 * (docs/product.md#error-catalogue).
 */
export const CONNECTED_REDIRECT = "/account?google_photos=connected";
export const ERROR_PARAM = "google_photos_error";
export const CONNECT_PAGE_PATH = "/account/google-photos/connect";
export const ALBUMS_PAGE_PATH = "/account/google-photos/albums";

/**
 * The page a consent returns to: `?from=account|connect|albums` on the start URL. An enum, never
 * a URL, so the callback cannot be made to redirect anywhere else; anything unknown is account.
 */
export type ReturnTarget = "account" | "connect" | "albums";

export function returnTargetOf(from: string | null | undefined): ReturnTarget {
  return from === "connect" || from === "albums" ? from : "account";
}

/** The page of each target, where a signed-out browser returns after signing in. */
export function targetPagePath(target: ReturnTarget): string {
  if (target === "connect") return CONNECT_PAGE_PATH;
  if (target === "albums") return ALBUMS_PAGE_PATH;
  return "/account";
}

/** Where a successful consent lands, per target (the pages consume `success`/`google_photos`). */
export function connectedPath(target: ReturnTarget): string {
  if (target === "connect") return `${CONNECT_PAGE_PATH}?success=connected`;
  if (target === "albums") return `${ALBUMS_PAGE_PATH}?success=connected`;
  return CONNECTED_REDIRECT;
}

/**
 * Where a failed consent lands: the account page with its own codes, or for the connect and
 * albums flows the connect page with the connect page's codes (docs/product.md#error-catalogue).
 */
export function failedPath(target: ReturnTarget, code: GooglePhotosErrorCode): string {
  if (target === "account") return `/account?${ERROR_PARAM}=${code}`;
  return `${CONNECT_PAGE_PATH}?error=${toConnectCode(code)}`;
}

export type GooglePhotosErrorCode =
  | "feature_disabled"
  | "not_connected"
  | "auth_failed"
  | "token_error"
  | "oauth_denied"
  | "oauth_failed"
  | "invalid_request"
  | "invalid_state"
  | "rate_limit_exceeded"
  | "not_found"
  | "google_api_error";

const statusOf: Record<GooglePhotosErrorCode, number> = {
  feature_disabled: 503,
  not_connected: 409,
  auth_failed: 401,
  token_error: 502,
  oauth_denied: 403,
  oauth_failed: 502,
  invalid_request: 400,
  invalid_state: 400,
  rate_limit_exceeded: 429,
  not_found: 404,
  google_api_error: 502,
};

const messageOf: Record<GooglePhotosErrorCode, string> = {
  feature_disabled: "The photo-library integration is currently unavailable.",
  not_connected: "Google Photos is not connected.",
  auth_failed: "Authentication failed. Please try again.",
  token_error: "Token exchange failed. Please try again.",
  oauth_denied: "Access was denied. Please grant permission to continue.",
  oauth_failed: "OAuth flow failed",
  invalid_request: "Invalid request. Please try again.",
  invalid_state: "Invalid session state",
  rate_limit_exceeded: "Too many requests. Please wait 15 minutes before trying again.",
  not_found: "Not found.",
  google_api_error: "Google Photos did not answer as expected. Please try again.",
};

export class GooglePhotosError extends Error {
  name = "GooglePhotosError";
  constructor(
    public readonly code: GooglePhotosErrorCode,
    message = messageOf[code],
  ) {
    super(message);
  }
  get status(): number {
    return statusOf[this.code];
  }
}

/** The JSON error the API routes answer: `{message, code}` with the code's status. */
export function errorResponse(error: GooglePhotosError): Response {
  return json({ message: error.message, code: error.code }, { status: error.status });
}

export function isGooglePhotosEnabled(): boolean {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = config();
  return Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET);
}

function requireEnabled(): void {
  if (!isGooglePhotosEnabled()) throw new GooglePhotosError("feature_disabled");
}

/** googleapis' OAuth2 client, pointed at the configured endpoints (loaded only when needed). */
async function oauthClient(redirectUri?: string): Promise<Auth.OAuth2Client> {
  requireEnabled();
  const c = config();
  const { google } = await import("googleapis");
  return new google.auth.OAuth2({
    clientId: c.GOOGLE_CLIENT_ID,
    clientSecret: c.GOOGLE_CLIENT_SECRET,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: c.GOOGLE_AUTH_URL,
      oauth2TokenUrl: c.GOOGLE_TOKEN_URL,
      oauth2RevokeUrl: c.GOOGLE_REVOKE_URL,
    },
  });
}

const cipher = () => tokenCipher(config().sessionSecret);

function errorRedirect(target: ReturnTarget, code: GooglePhotosErrorCode): Response {
  return redirect(failedPath(target, code));
}

/**
 * Consent round trips a user may start in 15 minutes (docs/product.md#error-catalogue
 * rate_limit_exceeded).
 */
export const AUTHORIZATION_STARTS_PER_WINDOW = 10;
const startsPerUser = createRateLimiter({
  name: "google-photos-consent",
  limit: AUTHORIZATION_STARTS_PER_WINDOW,
  windowMs: 15 * 60 * 1000,
});

/**
 * Starts consent: a fresh state and PKCE verifier go into the signed-in user's session with the
 * return target (`?from=`), and the user is redirected to Google's consent page. Without
 * credentials: back to the target's page with `feature_disabled`, nothing sent anywhere.
 */
export async function startAuthorization(request: Request, user: User): Promise<Response> {
  const returnTo = returnTargetOf(new URL(request.url).searchParams.get("from"));
  if (!isGooglePhotosEnabled()) return errorRedirect(returnTo, "feature_disabled");
  if (config().RATE_LIMITS && !(await startsPerUser.hit(user.id)))
    return errorRedirect(returnTo, "rate_limit_exceeded");
  const redirectUri = `${siteOrigin(request)}${GOOGLE_PHOTOS_CALLBACK_PATH}`;
  const client = await oauthClient(redirectUri);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const state = randomBytes(24).toString("base64url");
  const session = await getSession(request);
  session.set("googlePhotosAuth", {
    userId: user.id,
    state,
    verifier: codeVerifier,
    redirectUri,
    returnTo,
  });
  const location = client.generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: false,
    scope: GOOGLE_PHOTOS_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256" as Auth.CodeChallengeMethod,
  });
  return redirect(location, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * The consent callback: the state must match the one in this session (and be used once), the
 * code is exchanged with the verifier, and the tokens are stored encrypted. The user goes back to
 * the page the consent started from; a callback with no consent pending goes to the account page.
 */
export async function completeAuthorization(request: Request, user: User): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const session = await getSession(request);
  const pending = session.get("googlePhotosAuth");
  const returnTo = returnTargetOf(pending?.returnTo);
  if (!isGooglePhotosEnabled()) return errorRedirect(returnTo, "feature_disabled");
  session.unset("googlePhotosAuth");
  const headers = { "Set-Cookie": await commitSession(session) };
  const fail = (code: GooglePhotosErrorCode) => redirect(failedPath(returnTo, code), { headers });

  const providerError = params.get("error");
  if (providerError)
    return fail(providerError === "access_denied" ? "oauth_denied" : "auth_failed");
  const state = params.get("state");
  const code = params.get("code");
  if (!pending || !state || pending.state !== state || pending.userId !== user.id)
    return fail("invalid_state");
  if (!code) return fail("invalid_request");

  try {
    const client = await oauthClient(pending.redirectUri);
    const { tokens } = await client.getToken({ code, codeVerifier: pending.verifier });
    if (!tokens.access_token) return fail("token_error");
    const seal = cipher().seal;
    const { googleConnections } = await db();
    await googleConnections.save({
      userId: user.id,
      accessToken: seal(tokens.access_token),
      refreshToken: tokens.refresh_token ? seal(tokens.refresh_token) : undefined,
      expiresAt: new Date(tokens.expiry_date ?? Date.now() + 3600_000),
      scope: tokens.scope ?? GOOGLE_PHOTOS_SCOPES.join(" "),
    });
  } catch (error) {
    logger.error({ err: error }, "Google Photos token exchange failed");
    return fail("token_error");
  }
  return redirect(connectedPath(returnTo), { headers });
}

/** Refreshes already under way, one per user, so parallel downloads share one refresh. */
const refreshing = new Map<string, Promise<string>>();
/** A token is refreshed this long before it expires. */
const EXPIRY_MARGIN_MS = 60_000;

async function refresh(userId: string): Promise<string> {
  const { googleConnections } = await db();
  const connection = await googleConnections.findByUserId(userId);
  if (!connection) throw new GooglePhotosError("not_connected");
  if (!connection.refreshToken) throw new GooglePhotosError("auth_failed");
  const { open, seal } = cipher();
  const client = await oauthClient();
  client.setCredentials({ refresh_token: open(connection.refreshToken) });
  let credentials;
  try {
    ({ credentials } = await client.refreshAccessToken());
  } catch (error) {
    logger.error({ err: error }, "Google Photos token refresh failed");
    await googleConnections.setErrors(userId, ["Google Photos sign-in expired: reconnect"]);
    throw new GooglePhotosError("auth_failed");
  }
  if (!credentials.access_token) throw new GooglePhotosError("auth_failed");
  await googleConnections.updateTokens(userId, {
    accessToken: seal(credentials.access_token),
    expiresAt: new Date(credentials.expiry_date ?? Date.now() + 3600_000),
    refreshToken:
      credentials.refresh_token && credentials.refresh_token !== open(connection.refreshToken)
        ? seal(credentials.refresh_token)
        : undefined,
  });
  return credentials.access_token;
}

function refreshOnce(userId: string): Promise<string> {
  let pending = refreshing.get(userId);
  if (!pending) {
    pending = refresh(userId).finally(() => refreshing.delete(userId));
    refreshing.set(userId, pending);
  }
  return pending;
}

/** A working access token for the user, refreshed first when it has expired. */
export async function accessTokenFor(userId: string): Promise<string> {
  requireEnabled();
  const { googleConnections } = await db();
  const connection = await googleConnections.findByUserId(userId);
  if (!connection) throw new GooglePhotosError("not_connected");
  if (connection.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
    return cipher().open(connection.accessToken);
  }
  return refreshOnce(userId);
}

/**
 * Sends with the user's bearer token. A 401 (a token Google expired early) refreshes once and
 * retries. Throws GooglePhotosError (feature_disabled, not_connected, auth_failed) before any
 * request when there is no usable token; any other answer is returned for the caller to judge.
 */
async function withToken(
  userId: string,
  send: (token: string) => Promise<Response>,
): Promise<Response> {
  const response = await send(await accessTokenFor(userId));
  if (response.status !== 401) return response;
  await response.body?.cancel();
  return send(await refreshOnce(userId));
}

/** fetch with the user's token, for Google's API endpoints (configured URLs only). */
export function authorizedFetch(
  userId: string,
  url: string | URL,
  init: RequestInit = {},
): Promise<Response> {
  return withToken(userId, (token) => {
    const headers = new Headers(init.headers);
    headers.set("Authorization", `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  });
}

/**
 * Photo bytes at a URL an API answer named (a cover, an import download), with the user's
 * token: only from a configured media host, through the address guard (media-fetch.server.ts).
 * The body is capped at `maxBytes` (default: the highest upload limit an administrator may set;
 * an import holds it to the limit in force as it reads it).
 */
export function authorizedMediaFetch(
  userId: string,
  url: string | URL,
  {
    signal,
    maxBytes = MAX_UPLOAD_MB_CEILING * 1024 * 1024,
  }: { signal?: AbortSignal | null; maxBytes?: number } = {},
): Promise<Response> {
  return withToken(userId, (token) => fetchGoogleMedia(url, token, { signal, maxBytes }));
}

export interface ConnectionStatus {
  isConnected: boolean;
  lastSync: string | null;
  errors: string[];
}

/**
 * `GET /api/google-photos/status`: lastSync and errors take in the imports (the last finished
 * one's failed items); throws feature_disabled without credentials.
 */
export async function status(userId: string): Promise<ConnectionStatus> {
  requireEnabled();
  const { googleConnections } = await db();
  const connection = await googleConnections.findByUserId(userId);
  const imports = await importSummary(userId);
  const times = [connection?.lastSync, imports.lastSync].filter((t): t is Date => Boolean(t));
  const lastSync = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
  return {
    isConnected: Boolean(connection),
    lastSync: lastSync?.toISOString() ?? null,
    errors: [
      ...(connection?.syncErrors ?? []),
      ...imports.errors.map((e) => `${e.filename}: ${e.message}`),
    ],
  };
}

/**
 * Revokes the grant at Google, then forgets the tokens. A token Google no longer knows (400)
 * counts as revoked; any other failure keeps the tokens and throws, so the user can retry.
 */
export async function disconnect(userId: string): Promise<void> {
  requireEnabled();
  const { googleConnections } = await db();
  const connection = await googleConnections.findByUserId(userId);
  if (!connection) return;
  const { open } = cipher();
  const token = open(connection.refreshToken ?? connection.accessToken);
  const client = await oauthClient();
  try {
    await client.revokeToken(token);
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    if (status !== 400) throw error;
  }
  await googleConnections.delete(userId);
}

/**
 * For account deletion: revokes at Google when it can (a failure is logged, not thrown) and
 * always forgets the stored tokens, with or without credentials configured.
 */
export async function forgetConnection(userId: string): Promise<void> {
  if (isGooglePhotosEnabled()) {
    await disconnect(userId).catch((error: Error) => {
      logger.error({ err: error }, "Google Photos revoke on account deletion failed");
    });
  }
  const { googleConnections } = await db();
  await googleConnections.delete(userId);
}
