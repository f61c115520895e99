import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { photoStats } from "~/services/photos/index.server";

/** GET /api/photos/stats: the signed-in user's photo stats (docs/product.md#entities). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await photoStats(user.id), { headers: { "Cache-Control": "private, no-store" } });
}
