import { codeOnDemand, onDemand } from "./on-demand";

/**
 * The gallery's parts that are rarely on screen as a page opens, hydrated on demand (parts.tsx
 * re-exports them for the barrel). Apart from parts.tsx because the featured grid shows two of
 * them: the grid is in the code parts.tsx loads, so it must not import parts.tsx — nor this file
 * code-at-hand.server.ts, which holds the grid (docs/decisions/0056-no-import-cycles.md). So the
 * server, too, loads their code with import(), as the module is defined (code-loading.ts).
 */

const extrasCode = codeOnDemand(() => import("./gallery-extras-code"));

/** MorePhotos fetches the next page 800 px before it is reached: its code must run by then. */
const BEFORE_MORE_PHOTOS = "0px 0px 1000px 0px";

export const GallerySkeleton = onDemand(extrasCode, "GallerySkeleton");
export const MorePhotos = onDemand(extrasCode, "MorePhotos", BEFORE_MORE_PHOTOS);
export const Photographers = onDemand(extrasCode, "Photographers");
