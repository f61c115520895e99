import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listPublicPhotosForAdmin } from "~/services/admin/featured-photos.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/photos?page=n (admin): every public photo, newest first, a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return json(await listPublicPhotosForAdmin(page), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
