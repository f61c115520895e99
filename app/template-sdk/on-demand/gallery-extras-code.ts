// The gallery's parts that are rarely on screen when a page opens (parts.tsx): 'More photos' at the
// end of a large portfolio's first page, the skeleton shown while a category loads and the home
// page's photographers below its gallery. Importing
// the SDK's barrel keeps the code they share with the rest of the SDK in its one file (see
// gallery-code.ts).
import "../index";

export { GallerySkeleton } from "../gallery-skeleton";
export { MorePhotos } from "../more-photos";
export { Photographers } from "../photographers";
