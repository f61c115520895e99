import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveMedia } from "~/services/photos/index.server";

/** GET/HEAD /media/{key}: stored images under the rules of MEDIA_RULES (public, owner-only). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return serveMedia(request, params["*"]);
}
