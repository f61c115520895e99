import { apiError } from "~/services/http.server";
import { photoApi } from "~/services/photos/api-errors.server";
import { CollectionInputError, CollectionNotFoundError } from "./errors.server";

/**
 * Runs a collections API call: refusals of docs/product.md#collections answer `{ message }` with
 * their status; guards' responses, outages and bugs go on as for every photo API call (photoApi).
 */
export function collectionApi(work: () => Promise<Response>): Promise<Response> {
  return photoApi(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CollectionInputError || error instanceof CollectionNotFoundError) {
        return apiError(error.status, error.message);
      }
      throw error;
    }
  });
}
