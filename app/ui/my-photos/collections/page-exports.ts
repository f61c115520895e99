import type { LinksFunction } from "@remix-run/node";
import { appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { personalPageHeaders } from "~/ui/personal-page";
import myPhotosStyles from "../my-photos.css?url";
import collectionStyles from "./collections.css?url";

/**
 * What the Collections tab and the arrange views export as routes: My Photos' frame, styles and
 * no-store headers (docs/product.md#my-photos).
 */
export const collectionPageLinks: LinksFunction = () => [
  ...polarisLinks(),
  { rel: "stylesheet", href: myPhotosStyles },
  { rel: "stylesheet", href: collectionStyles },
];
export const collectionPageHandle = appFrameHandle;
export const collectionPageHeaders = personalPageHeaders;
