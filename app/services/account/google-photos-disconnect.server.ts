import type { User } from "~/data/users.server";
import { disconnect, GooglePhotosError } from "~/services/google-photos/connection.server";
import {
  DISCONNECTION_FAILED_TITLE,
  FEATURE_DISABLED_TEXT,
} from "~/services/google-photos/messages";
import { INTENT } from "~/utils/account-schemas";
import { failure, respond } from "./respond.server";
import { logger } from "~/server/log/logger.server";

const intent = INTENT.disconnectGooglePhotos;

/**
 * The panel's Disconnect without JavaScript (with it, the panel calls
 * POST /api/google-photos/disconnect, ADR 13): the grant is revoked at Google and the tokens
 * forgotten; when Google cannot be reached the tokens stay and the spec's toast says so.
 */
export async function disconnectGooglePhotosAction(request: Request, user: User) {
  try {
    await disconnect(user.id);
    return respond(request, { intent, ok: true });
  } catch (error) {
    const disabled = error instanceof GooglePhotosError && error.code === "feature_disabled";
    if (!disabled) logger.error({ err: error }, "Google Photos disconnect failed");
    const reason = disabled ? FEATURE_DISABLED_TEXT : "Please try again.";
    return respond(
      request,
      { intent, ok: false, message: DISCONNECTION_FAILED_TITLE },
      failure(DISCONNECTION_FAILED_TITLE, reason),
      disabled ? 503 : 502,
    );
  }
}
