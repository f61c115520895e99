import { objectKey } from "~/storage/object-store";

/** Every object of one curated hero banner: deleting this prefix removes its files. */
export const heroFolder = (heroId: string) => `${objectKey("hero", heroId)}/`;

/** `name` is the pipeline's content-addressed derivative name (`w1280-1a2b3c4d.jpg`). */
export const heroKey = (heroId: string, name: string) => objectKey("hero", heroId, name);

/** Only derivative names are ever served: nothing else stored under a hero's folder is public. */
export const HERO_DERIVATIVE_NAME = /^w\d+-[0-9a-f]{8}\.(avif|webp|jpg)$/;
