import { objectResponse } from "~/storage/http-response.server";
import { objectStore } from "~/storage/store.server";
import { StorageAdminError } from "./storage-errors.server";
import { checkedUserFileKey } from "./storage-keys.server";

// Raster images a browser shows as they are; anything else (SVG, HTML, text someone dropped in
// the folder) is downloaded, never rendered on the site's origin.
const SHOWN_INLINE = /^image\/(jpeg|png|webp|avif|gif)$/;

/**
 * GET /api/admin/object-storage/file?user={userId}&key={key}: the object as stored, for the
 * admin's open-in-new-tab. Same key check as restore and delete; never cached; sandboxed.
 */
export async function adminFileResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let key: string;
  try {
    key = checkedUserFileKey(url.searchParams.get("user"), url.searchParams.get("key"));
  } catch (error) {
    if (error instanceof StorageAdminError) {
      return new Response(error.message, {
        status: error.status,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }
    throw error;
  }
  const response = await objectResponse(objectStore(), key, request, {
    cacheControl: "private, no-store",
  });
  const type = response.headers.get("Content-Type") ?? "";
  if (response.ok && !SHOWN_INLINE.test(type)) {
    response.headers.set("Content-Disposition", `attachment; filename="${key.split("/").at(-1)}"`);
  }
  response.headers.set("Content-Security-Policy", "sandbox; default-src 'none'; img-src 'self'");
  return response;
}
