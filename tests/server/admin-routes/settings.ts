import type { AdminRouteCase } from "./types";

/** Site settings (Admin → Settings). An empty change: the admin's call saves nothing new. */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/settings" },
  { method: "PATCH", path: "/api/admin/settings", json: {} },
];
