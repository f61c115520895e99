import { z } from "zod";
import { apiError } from "~/services/http.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import { ShareLinkInputError, ShareLinkNotFoundError } from "./errors.server";

/**
 * Runs a share links API call (docs/product.md#share-links): its refusals answer `{ message }`
 * with their status, the rest as every collections call (collectionApi).
 */
export function shareLinkApi(work: () => Promise<Response>): Promise<Response> {
  return collectionApi(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ShareLinkInputError || error instanceof ShareLinkNotFoundError) {
        return apiError(error.status, error.message);
      }
      throw error;
    }
  });
}

// The service checks each field and says what is wrong (link-fields.server.ts).
export const linkBodySchema = z.object({
  label: z.unknown().optional(),
  password: z.unknown().optional(),
  expiresAt: z.unknown().optional(),
  downloads: z.unknown().optional(),
  favourites: z.unknown().optional(),
  favouritesLimit: z.unknown().optional(),
  watermark: z.unknown().optional(),
});
