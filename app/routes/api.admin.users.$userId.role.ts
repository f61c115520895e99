import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { changeUserRole } from "~/services/admin/users.server";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";

const schema = z.object({
  role: z.enum(["user", "admin"], { message: "role must be 'user' or 'admin'" }),
});

/** POST /api/admin/users/{userId}/role {role} (admin): the updated user; 409 for the last admin. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const { role } = await readJsonBody(request, schema);
  try {
    return json(await changeUserRole(params.userId ?? "", role));
  } catch (error) {
    if (error instanceof AdminRefusal) return apiError(error.status, error.message);
    throw error;
  }
}
