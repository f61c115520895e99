import { apiError } from "~/services/http.server";
import { StorageAdminError } from "./storage-errors.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * JSON for the storage API. Indented, because the audit and analytics are also opened in a
 * new tab for an admin to read (docs/product.md#admin-dashboard).
 */
export function readableJson(body: unknown, status = 200): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE },
  });
}

/** Runs a storage call: its result as JSON, a StorageAdminError as `{message}` with its status. */
export async function storageApiAnswer(work: () => Promise<unknown>): Promise<Response> {
  try {
    return readableJson(await work());
  } catch (error) {
    if (error instanceof StorageAdminError) return apiError(error.status, error.message);
    throw error;
  }
}
