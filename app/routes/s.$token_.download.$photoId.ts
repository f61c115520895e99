import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadLinkPhoto } from "~/services/share-links/link-files.server";

/** GET /s/{token}/download/{photoId}: one photo, web JPEG or original as the link allows. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return downloadLinkPhoto(request, params.token!, params.photoId!);
}
