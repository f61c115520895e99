// A banner's picture as a part on its own (parts.tsx), for screens that show one outside a hero
// (the hero's banner has it in hero-code.ts). Importing the SDK's barrel keeps the code it shares
// with the rest of the SDK in its one file (see gallery-code.ts).
import "../index";

export { HeroImage } from "../hero-image";
