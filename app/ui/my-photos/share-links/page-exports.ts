import type { LinksFunction } from "@remix-run/node";
import { collectionPageLinks } from "../collections/page-exports";
import shareLinkStyles from "./share-links.css?url";

/** The share link pages: the collection pages' frame and styles, and their own. */
export const shareLinkPageLinks: LinksFunction = () => [
  ...collectionPageLinks(),
  { rel: "stylesheet", href: shareLinkStyles },
];
export {
  collectionPageHandle as shareLinkPageHandle,
  collectionPageHeaders as shareLinkPageHeaders,
} from "../collections/page-exports";
