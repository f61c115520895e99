// exifr's full ES module bundle: the only entry that has named exports (parse, sidecar) both in
// Node's native ESM and in bundlers; its types are the package's own.
declare module "exifr/dist/full.esm.mjs" {
  export * from "exifr";
}
