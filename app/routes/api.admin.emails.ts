import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listInbox } from "~/services/admin/inbox/inbox.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/emails (admin): the local inbox, newest first, without bodies. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listInbox(), { headers: { "Cache-Control": "private, no-store" } });
}
