import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import {
  disconnect,
  errorResponse,
  GooglePhotosError,
} from "~/services/google-photos/connection.server";
import { logger } from "~/server/log/logger.server";

/** POST: revokes the grant at Google and forgets the tokens ('Disconnection failed' on error). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  const user = await requireApiUser(request);
  try {
    await disconnect(user.id);
    return json({ success: true, message: "Google Photos disconnected" });
  } catch (error) {
    if (error instanceof GooglePhotosError && error.code === "feature_disabled")
      return errorResponse(error);
    logger.error({ err: error }, "Google Photos disconnect failed");
    return json({ message: "Disconnection failed" }, { status: 502 });
  }
}
