import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadLinkZip } from "~/services/share-links/link-files.server";
import { clientAddress } from "~/server/client-address.server";
import { withGuestAddress } from "~/services/share-links/guest-request.server";

/** GET /s/{token}/download: the collection as one zip, when the link allows downloads. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The download is in the link's activity with the client's network (ADR 66).
  return withGuestAddress(clientAddress(context), () => downloadLinkZip(request, params.token!));
}
