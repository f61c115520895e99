import sharp, { type SharpOptions } from "sharp";
import { MAX_INPUT_PIXELS } from "./upload-limits.server";

// Every upload is new, so libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** Options for every decode of uploaded bytes. */
export const untrustedInput = {
  // "truncated" refuses cut-short files; the default "warning" would also refuse the harmless
  // warnings many camera JPEGs carry ("extraneous bytes before marker").
  failOn: "truncated",
  limitInputPixels: MAX_INPUT_PIXELS,
} satisfies SharpOptions;

export { sharp };
