import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under `dir`, recursively (node_modules and dot-folders skipped). */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (!entry.isDirectory()) return [full];
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : filesUnder(full);
    }),
  );
  return nested.flat();
}
