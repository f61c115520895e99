/**
 * Whether two props hold the same data: plain values compared deeply, and any two functions
 * taken as equal. A part of the page that is still the server's HTML (on-demand.tsx) must not be
 * re-rendered by its parent for a new callback or a rebuilt object with the same contents: React
 * would have to hydrate it at once, before its code is there. What it shows follows from its
 * data; its callbacks only matter once it runs.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === "function" && typeof b === "function") return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  // React elements (and their owners) are compared as themselves, never walked.
  if ("$$typeof" in a || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        key in b &&
        sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
