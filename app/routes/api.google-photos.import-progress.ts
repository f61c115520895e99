import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { jobProgress } from "~/services/google-photos/import/import-worker.server";

/**
 * GET → `{total, done, failed, skipped, state}` of the user's Google Photos imports, for the
 * progress bars on the connect page and in My Photos. A local read: nothing is asked of Google,
 * so it answers even when the integration is switched off (earlier imports stay visible).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await jobProgress(user.id), { headers: { "Cache-Control": "private, no-store" } });
}
