import type { AdminRouteCase } from "./types";

/** AI Insights (spec §7 'Admin'). */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/ai-recommendations" },
  { method: "GET", path: "/api/admin/ai-theme-suggestions" },
];
