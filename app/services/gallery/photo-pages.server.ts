/**
 * What the two photo page routes call in their loaders, from one module: one empty stand-in in
 * the browser build instead of one per server import (see gallery-pages.server.ts).
 */
export { loadPermalink } from "~/services/gallery/permalink-loader.server";
export { findPortfolioOwner } from "~/services/portfolio.server";
export { pageTemplate } from "~/services/templates/index.server";
export { loadPortfolioPermalink } from "~/services/collection-pages/collection-permalink.server";
export { oembedDiscovery } from "~/services/oembed/oembed-discovery.server";
