/**
 * What the home and portfolio routes call in their loaders and actions, from one module. The
 * browser build replaces every server import of a route with an empty stand-in it cannot drop;
 * stand-ins shared with other routes became chunks of their own, each one more request and a few
 * hundred bytes on every public page. With one server import per route they collapse into one
 * empty module inside a chunk those pages load anyway (photo-pages.server.ts is its twin).
 */
export {
  galleryContactPost,
  loadGalleryRoute,
  portfolioOwnerOr404,
} from "~/services/gallery/gallery-route.server";
export { portfolioCollectionCards } from "~/services/collection-pages/collection-cards.server";
export { feedLinks } from "~/services/feeds/feed-links";
