import type { AdminRouteCase } from "./types";

/** Messages tab: contact messages and the local email inbox (an admin gets 200 or 404). */
export const cases: AdminRouteCase[] = [
  { method: "GET", path: "/api/messages" },
  { method: "DELETE", path: "/api/messages/{anyId}" },
  { method: "GET", path: "/api/admin/emails" },
  { method: "GET", path: "/api/admin/emails/{anyId}" },
];
