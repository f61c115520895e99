import { isGooglePhotosEnabled, status } from "~/services/google-photos/connection.server";
import { PHOTO_LIBRARIES } from "~/template-sdk/constants";
import type {
  GooglePhotosServiceView,
  PhotoServiceView,
  PlaceholderServiceView,
} from "./account-view";
import { logger } from "~/server/log/logger.server";

/**
 * Where the panel's Connect starts authorization (docs/product.md#account-page; the callback comes
 * back to /account).
 */
export const GOOGLE_PHOTOS_START_URL = "/api/auth/google/photos/start";

/** docs/product.md#api-calls: the account panel's status read is retried 3 times, 1 s apart. */
export const STATUS_RETRIES = 3;
export const STATUS_RETRY_DELAY_MS = 1000;

/** Runs `read`, and again up to `retries` times after a failure, `delayMs` apart. */
export async function withRetries<T>(
  read: () => Promise<T>,
  retries: number,
  delayMs: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

const GOOGLE = { id: "google-photos", name: PHOTO_LIBRARIES.google } as const;

/**
 * The Google Photos row: unavailable without a Google client (no request leaves the server), the
 * stored connection otherwise. The account page loader reads it, so a status read that keeps
 * failing becomes the panel's error state (with Retry) instead of failing the whole page.
 */
export async function googlePhotosService(
  userId: string,
  // The connection service's status read; a test gives one that fails as an outage would.
  { read = status, retryDelayMs = STATUS_RETRY_DELAY_MS } = {},
): Promise<GooglePhotosServiceView> {
  if (!isGooglePhotosEnabled()) return { ...GOOGLE, state: "unavailable" };
  try {
    const current = await withRetries(() => read(userId), STATUS_RETRIES, retryDelayMs);
    if (!current.isConnected)
      return { ...GOOGLE, state: "not-connected", connectUrl: GOOGLE_PHOTOS_START_URL };
    return { ...GOOGLE, state: "connected", lastSync: current.lastSync, errors: current.errors };
  } catch (error) {
    logger.error({ err: error }, "Google Photos status failed");
    return { ...GOOGLE, state: "failed" };
  }
}

/**
 * docs/product.md#what-the-product-is: the second provider is only ever a 'Not connected'
 * placeholder.
 */
export function secondProvider(): PlaceholderServiceView {
  return {
    id: "icloud-photos",
    name: PHOTO_LIBRARIES.second,
    unavailableReason: "This provider is not supported yet.",
  };
}

/** The Connect Photo Services panel of the photos tab. */
export async function photoServices(userId: string): Promise<PhotoServiceView[]> {
  return [await googlePhotosService(userId), secondProvider()];
}
