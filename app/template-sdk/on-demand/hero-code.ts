// The first screen's parts that wait for the visitor's first move (parts.tsx): the hero's banner
// (its parallax, the scrim's contrast rule) and the category filter (scroll arrows, in-place
// navigation; its links work as they are, and a click before its code is held and replayed);
// and a banner's picture on its own (signed-in screens show one). The server renders them in
// full. Importing the SDK's barrel keeps the code they share with the rest of the SDK in its one
// file (see gallery-code.ts).
import "../index";

export { CategoryFilter } from "../category-filter";
export { HeroBackground } from "../hero-background";
export { HeroImage } from "../hero-image";
