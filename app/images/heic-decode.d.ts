// heic-decode ships no types; this is the part of its API the pipeline uses.
declare module "heic-decode" {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 8 bits per sample, with the file's rotation and mirroring already applied. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
