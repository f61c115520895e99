import type { AdminRouteCase } from "./types";

/** AI Insights (docs/product.md#api-calls 'Admin'). */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/admin/ai-recommendations" },
  { method: "GET", path: "/api/admin/ai-theme-suggestions" },
];
