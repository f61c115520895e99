import { config } from "~/config.server";
import { PHOTO_LIBRARIES } from "~/template-sdk/constants";
import type { PhotoServiceView } from "./account-view";

/** Spec §8 feature_disabled text, shown when no Google client is configured (DESIGN §8). */
export const FEATURE_DISABLED = "the photo-library integration is currently unavailable.";

/**
 * The Connect Photo Services panel. Connection state arrives with the Google Photos import work;
 * until then both providers read 'Not connected' (the second one always does: spec §1).
 */
export function photoServices(): PhotoServiceView[] {
  const googleConfigured = Boolean(config().GOOGLE_CLIENT_ID);
  return [
    {
      id: "google-photos",
      name: PHOTO_LIBRARIES.google,
      connected: false,
      unavailableReason: googleConfigured ? null : FEATURE_DISABLED,
      connectUrl: googleConfigured ? "/api/auth/google/photos/start" : null,
    },
    {
      id: "icloud-photos",
      name: PHOTO_LIBRARIES.second,
      connected: false,
      unavailableReason: "This provider is not supported yet.",
      connectUrl: null,
    },
  ];
}
