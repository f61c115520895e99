// A stylesheet imported for its URL says so: `import href from "../ui/x.css?url"`, which both the
// classic compiler and Remix's Vite plugin turn into the built file's URL (a bare `.css` import
// is a URL only to the classic compiler). The path is relative, never `~/`: the classic
// compiler's server build cannot resolve a `~/` path that carries a query
// (docs/decisions/0060-building-with-vite.md).
declare module "*.css?url" {
  const href: string;
  export default href;
}
