import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveLinkMedia } from "~/services/share-links/link-files.server";

/**
 * GET/HEAD /s/{token}/media/{photoId}/{name}: an image shown through a share link, checked at
 * every request and never cacheable, so it dies with the link (docs/decisions/0063-share-links.md).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return serveLinkMedia(request, params.token!, params.photoId!, params.name!);
}
