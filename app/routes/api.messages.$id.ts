import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { deleteContactMessage } from "~/services/contact.server";
import { apiError, requireMethod } from "~/services/http.server";

/** DELETE /api/messages/{id} (admin). */
export async function action({ params, request }: ActionFunctionArgs) {
  requireMethod(request, "DELETE");
  await requireApiAdmin(request);
  if (!(await deleteContactMessage(params.id ?? ""))) throw apiError(404, "Message not found");
  return json({ success: true });
}
