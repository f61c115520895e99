import type { ActionFunctionArgs } from "@remix-run/node";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { deleteUserAccount } from "~/services/admin/user-status.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { apiError, requireMethod } from "~/services/http.server";

/**
 * DELETE /api/admin/users/{userId} (admin): deletes the account with its photos, files and
 * records; 204. 404 for an unknown user, 409 for the last admin who can sign in.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "DELETE");
  await requireApiAdmin(request);
  try {
    await deleteUserAccount(params.userId ?? "");
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof AdminRefusal) return apiError(error.status, error.message);
    throw error;
  }
}
