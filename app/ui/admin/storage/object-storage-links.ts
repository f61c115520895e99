export const OBJECT_STORAGE_TAB = "/admin/dashboard/object-storage";

export interface FolderPlace {
  user: string;
  cursor?: string | null;
  page?: number;
}

/** `?user=…&cursor=…&page=…`, plus `confirm=` for the deletion step. */
export function folderHref({ user, cursor, page }: FolderPlace, confirm?: string): string {
  const query = new URLSearchParams({ user });
  if (cursor) query.set("cursor", cursor);
  if (cursor && page && page > 1) query.set("page", String(page));
  if (confirm) query.set("confirm", confirm);
  return `${OBJECT_STORAGE_TAB}?${query}`;
}

export const RESTORE_INTENT = "restore";
export const DELETE_INTENT = "delete";
