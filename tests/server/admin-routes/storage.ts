import type { AdminRouteCase } from "./types";

/**
 * Storage Analytics and Object Storage (docs/product.md#api-calls 'Admin'), plus the admin's file
 * view.
 */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/storage/audit" },
  { method: "GET", path: "/api/admin/storage/analytics" },
  { method: "POST", path: "/api/admin/storage/user-audit", json: { userId: "no-such-id" } },
  { method: "GET", path: "/api/admin/object-storage/users" },
  { method: "GET", path: "/api/admin/object-storage/user/{anyId}" },
  {
    method: "POST",
    path: "/api/admin/object-storage/restore-file",
    json: { userId: "nobody", fileKey: "photo/nobody/p1/original", fileName: "original" },
  },
  {
    method: "DELETE",
    path: "/api/admin/object-storage/delete-file",
    json: { userId: "nobody", fileKey: "photo/nobody/p1/original", fileName: "original" },
  },
  // The admin's view of one stored object (?user=&key=; without them an admin gets 400).
  { method: "GET", path: "/api/admin/object-storage/file" },
];
