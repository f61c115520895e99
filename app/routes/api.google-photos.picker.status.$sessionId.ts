import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { errorResponse, GooglePhotosError } from "~/services/google-photos/connection.server";
import { pickerStatus } from "~/services/google-photos/picker.server";

/**
 * GET → `{state: "ACTIVE"}` while the user picks, then `{state: "ENDED", progress}` once the
 * picked photos are queued for import; 404 for a session that is not the user's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    return json(await pickerStatus(user.id, params.sessionId ?? ""), {
      headers: { "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}
