import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import {
  errorResponse,
  GooglePhotosError,
  status,
} from "~/services/google-photos/connection.server";

/** GET → `{isConnected, lastSync, errors}`; 503 `{message, code: "feature_disabled"}` when off. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    return json(await status(user.id), { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}
