/**
 * What the home route's loader and action use, in one module of the route's own. Remix empties
 * `.server` modules in the browser but keeps their imports: modules the home route shared with the
 * portfolio route made a file of their own that both pages fetched (docs/performance.md, "Public
 * JavaScript"); one imported by this route alone rides in the route's file.
 */
export { feedLinks, galleryContactPost, loadGalleryRoute } from "./gallery-pages.server";
