// The hero's banner (parts.tsx): the server renders it in full; in the browser its code — the
// parallax and the scrim's contrast rule — comes with the visitor's first move. Importing the
// SDK's barrel keeps the code it shares with the rest of the SDK in its one file (see
// gallery-code.ts).
import "../index";

export { HeroBackground } from "../hero-background";
