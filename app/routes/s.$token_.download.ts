import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadLinkZip } from "~/services/share-links/link-files.server";

/** GET /s/{token}/download: the collection as one zip, when the link allows downloads. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return downloadLinkZip(request, params.token!);
}
