/**
 * What a user reads for each Google Photos outcome (docs/product.md#error-catalogue). Pure text,
 * shared by the account page, the connect page and the albums page, on the server and in the
 * browser.
 */

/** The account page's codes (`/account?google_photos_error=<code>`, or `error=<code>`). */
const ACCOUNT_ERRORS: Record<string, string> = {
  auth_failed: "Authentication failed. Please try again.",
  token_error: "Token exchange failed. Please try again.",
  oauth_denied: "Access was denied. Please grant permission to continue.",
  invalid_request: "Invalid request. Please try again.",
  rate_limit_exceeded: "Too many requests. Please wait 15 minutes before trying again.",
  feature_disabled: "the photo-library integration is currently unavailable.",
};

/** The connect page's codes (`/account/google-photos/connect?error=<code>`). */
const CONNECT_ERRORS: Record<string, string> = {
  oauth_denied: "Access was denied. Please grant permission to continue.",
  oauth_failed: "OAuth flow failed",
  token_exchange_failed: "Token exchange failed. Please try again.",
  invalid_state: "Invalid session state",
  rate_limit_exceeded: "Too many requests. Please wait before trying again.",
  feature_disabled: "the photo-library integration is currently unavailable.",
};

export const UNKNOWN_ERROR = "An error occurred. Please try again.";
export const FEATURE_DISABLED_TEXT = ACCOUNT_ERRORS.feature_disabled!;
/**
 * docs/product.md#error-catalogue: the account page titles a failed consent 'Connection failed'…
 */
export const CONNECTION_FAILED_TITLE = "Connection failed";
/** …and the connect page (where the albums page sends one too) 'Connection Failed'. */
export const CONNECT_PAGE_FAILED_TITLE = "Connection Failed";
export const STATUS_FAILED_TEXT = "Unable to load Google Photos status";
/** docs/product.md#error-catalogue: the account panel's disconnect failed. */
export const DISCONNECTION_FAILED_TITLE = "Disconnection failed";

export const CONNECTED_TOAST = {
  title: "Google Photos connected",
  description: "You can now import photos from Google Photos.",
};

const lookup = (table: Record<string, string>, code: string) =>
  Object.hasOwn(table, code) ? table[code]! : UNKNOWN_ERROR;

export function accountErrorText(code: string): string {
  return lookup(ACCOUNT_ERRORS, code);
}

export function connectErrorText(code: string): string {
  return lookup(CONNECT_ERRORS, code);
}

/** The connect page's code for an error the connection service reported. */
export function toConnectCode(code: string): string {
  if (code === "token_error") return "token_exchange_failed";
  if (Object.hasOwn(CONNECT_ERRORS, code)) return code;
  return "oauth_failed";
}

/**
 * The albums page's outcomes (docs/product.md#error-catalogue validation,
 * docs/product.md#screens-and-routes toasts).
 */
export const NO_ALBUMS_SELECTED = {
  title: "No Albums Selected",
  description: "Please select at least one album to sync",
};
export const ALBUMS_SELECTED_TITLE = "Albums Selected";
export const SELECTION_FAILED_TITLE = "Selection Failed";
export const ALBUMS_FAILED_TITLE = "Failed to Load Albums";

/**
 * The connect page's outcomes (docs/product.md#google-photos-pages,
 * docs/product.md#error-catalogue).
 */
export const CHECK_FAILED_TITLE = "Connection Check Failed";
export const TRY_RECONNECTING = "Try Reconnecting";
export const PICKER_LAUNCH_FAILED = "Failed to launch photo picker";
export const PHOTOS_PICKED_NOTICE = "Photos selected — importing now";
