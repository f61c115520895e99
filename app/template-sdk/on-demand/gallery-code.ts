// The gallery's on-demand parts (parts.tsx): one file, loaded when the first of them is needed.
// 'More photos' and the loading skeleton come apart (gallery-extras-code.ts): rarely on screen.
// Importing the SDK's barrel keeps the code these parts share with the rest of the SDK in the
// SDK's one file: esbuild, which has no chunking option here, puts a module in one file per set of
// entries that reach it (without this line in each part's code: +2 KB and 9 more files on every
// public page). No import cycle: the barrel loads this file with import() (ADR 56).
import "../index";

export { Carousel } from "../carousel";
export { FeaturedGridGallery } from "../featured-grid-gallery";
export { Masonry } from "../masonry";
