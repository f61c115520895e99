import type { AdminRouteCase } from "./types";

/**
 * Hero Banners tab (docs/product.md#api-calls 'Admin'): harmless bodies, so an admin gets 200, 400
 * or 404.
 */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/hero-images" },
  { method: "POST", path: "/api/admin/hero-images/upload", multipart: { name: "" } },
  { method: "PATCH", path: "/api/admin/hero-images/{anyId}", json: { name: "Renamed" } },
  { method: "DELETE", path: "/api/admin/hero-images/{anyId}" },
  { method: "POST", path: "/api/admin/hero-images/{anyId}/set-default" },
  { method: "POST", path: "/api/hero-images/default", json: { imageUrl: "", title: "" } },
  { method: "POST", path: "/api/hero-images/{anyId}/extract-colors" },
  { method: "POST", path: "/api/hero-images/extract-all-colors" },
];
