import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth/guards.server";
import { buildPhotographerExport } from "~/services/export/photographer-export.server";

const SIGNED_OUT = {
  title: "Authentication required",
  description: "Please log in to download your photos and data",
};

/**
 * GET /account/export: the signed-in photographer's zip (originals, photos.json, profile.json),
 * streamed with its exact Content-Length so the browser shows real download progress.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, SIGNED_OUT);
  const zip = await buildPhotographerExport(user);
  return new Response(createReadableStreamFromReadable(zip.stream), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.size),
      "Content-Disposition": `attachment; filename="${zip.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
