// The gallery's on-demand parts (parts.tsx): one file, loaded when the first of them is needed.
// 'More photos' and the loading skeleton come apart (gallery-extras-code.ts): rarely on screen.
// Importing the SDK's barrel keeps the code these parts share with the rest of the SDK in the
// SDK's one file instead of a file of its own (esbuild splits by which entries reach a module).
import "../index";

export { Carousel } from "../carousel";
export { FeaturedGridGallery } from "../featured-grid-gallery";
export { Masonry } from "../masonry";
