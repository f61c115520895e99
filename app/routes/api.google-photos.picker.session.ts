import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { errorResponse, GooglePhotosError } from "~/services/google-photos/connection.server";
import { createPickerSession } from "~/services/google-photos/picker.server";

/** POST → `{pickerUri, sessionId}`: a Google Photos Picker session for the signed-in user. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") {
    return json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  try {
    return json(await createPickerSession(user.id), {
      headers: { "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}
