import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { listContactMessages } from "~/services/contact.server";

/** GET /api/messages (admin): every contact message, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listContactMessages(), { headers: { "Cache-Control": "private, no-store" } });
}
