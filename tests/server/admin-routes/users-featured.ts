import type { AdminRouteCase } from "./types";

/** Users and Featured Photos (docs/product.md#api-calls 'Admin'). */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/users" },
  { method: "POST", path: "/api/admin/users/{anyId}/role", json: { role: "admin" } },
  { method: "POST", path: "/api/admin/users/{anyId}/status", json: { status: "active" } },
  { method: "DELETE", path: "/api/admin/users/{anyId}" },
  { method: "GET", path: "/api/admin/photos" },
  { method: "POST", path: "/api/admin/photos/{anyId}/featured", json: { featured: false } },
];
