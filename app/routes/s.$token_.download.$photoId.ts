import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadLinkPhoto } from "~/services/share-links/link-files.server";
import { clientAddress } from "~/server/client-address.server";
import { withGuestAddress } from "~/services/share-links/guest-request.server";

/** GET /s/{token}/download/{photoId}: one photo, web JPEG or original as the link allows. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The download is in the link's activity with the client's network (ADR 66).
  return withGuestAddress(clientAddress(context), () =>
    downloadLinkPhoto(request, params.token!, params.photoId!),
  );
}
