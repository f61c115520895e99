import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository these scripts belong to (the SDK they validate against lives here). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Where templates and the generated registry are. `--root <dir>` points the scripts at another
 * tree with the same layout: the tests use throwaway copies instead of the shared work tree.
 */
export function projectPaths(argv = process.argv.slice(2)) {
  const at = argv.indexOf("--root");
  const root = at >= 0 && argv[at + 1] ? path.resolve(argv[at + 1]) : REPO_ROOT;
  return {
    root,
    templatesDir: path.join(root, "templates"),
    registryFile: path.join(root, "app", "template-registry.generated.ts"),
    /** Paths in messages are relative to the root, like `templates/epic/package.json`. */
    display: (file) => path.relative(root, file).split(path.sep).join("/"),
  };
}
