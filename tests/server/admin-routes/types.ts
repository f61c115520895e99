/** One admin API call for the role walk: visitors get 401, users 403, admins neither. */
export interface AdminRouteCase {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Path with placeholders such as {anyId} replaced by a harmless id. */
  path: string;
  json?: unknown;
  /** Multipart fields (text only): enough to reach the role check. */
  multipart?: Record<string, string>;
}
