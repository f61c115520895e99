import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getInboxEmail } from "~/services/admin/inbox/inbox.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { apiError } from "~/services/http.server";

/** GET /api/admin/emails/{id} (admin): one mail with its cleaned HTML body. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const email = await getInboxEmail(params.id ?? "");
  if (!email) throw apiError(404, "Email not found");
  return json(email, { headers: { "Cache-Control": "private, no-store" } });
}
