/**
 * Which dialog is open lives in the address (docs/product.md#my-photos: `?upload=true` opens the
 * upload dialog), so every dialog is a link that works without JavaScript and survives a reload.
 */
export const DIALOG_PARAMS = [
  "upload",
  "edit",
  "delete",
  "categories",
  "renameCategory",
  // The Collections tab's dialogs (docs/product.md#my-photos).
  "newCollection",
  "deleteCollection",
] as const;

export type DialogParam = (typeof DIALOG_PARAMS)[number];

/** `search` with some parameters set (string) or removed (null); returns "?…" or "?" when empty. */
export function withParams(search: string, changes: Partial<Record<string, string | null>>) {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The same page with every dialog closed: filters and search are kept. */
export function closedDialogs(search: string) {
  return withParams(search, Object.fromEntries(DIALOG_PARAMS.map((name) => [name, null])));
}

/** The path and query to return to after a form in a dialog succeeds. */
export function pageWithoutDialogs(url: string) {
  const { pathname, search } = new URL(url);
  const query = closedDialogs(search);
  return query === "?" ? pathname : `${pathname}${query}`;
}

/** True when two addresses differ only in which dialog is open (no new data is needed). */
export function onlyDialogsDiffer(a: URL, b: URL) {
  return a.pathname === b.pathname && closedDialogs(a.search) === closedDialogs(b.search);
}
