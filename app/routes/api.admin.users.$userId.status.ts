import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { setUserStatus, USER_STATUSES } from "~/services/admin/user-status.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";

const schema = z.object({
  status: z.enum(USER_STATUSES, { message: "status must be 'active' or 'suspended'" }),
});

/**
 * POST /api/admin/users/{userId}/status {status} (admin): suspends or reinstates the account;
 * the updated row. 404 for an unknown user, 409 for the last admin who can sign in.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const { status } = await readJsonBody(request, schema);
  try {
    return json(await setUserStatus(params.userId ?? "", status));
  } catch (error) {
    if (error instanceof AdminRefusal) return apiError(error.status, error.message);
    throw error;
  }
}
