import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { storageUsage } from "~/services/photos/index.server";

/**
 * GET /api/user/storage-usage: bytes used of the 250 MB quota shown (docs/product.md#entities,
 * docs/product.md#constants-and-limits).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await storageUsage(user.id), { headers: { "Cache-Control": "private, no-store" } });
}
