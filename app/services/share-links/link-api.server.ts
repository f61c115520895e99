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

// The service checks each field and says what is wrong (link-fields.server.ts); the descriptions
// are the API reference's (docs/decisions/0071-openapi-document.md).
export const linkBodySchema = z.object({
  label: z.unknown().optional().describe("Text: whom the link is for."),
  password: z.unknown().optional().describe("Text; null or empty: no password."),
  expiresAt: z.unknown().optional().describe("ISO 8601 date and time; null: never."),
  downloads: z.unknown().optional().describe("none, web or original."),
  favourites: z.unknown().optional().describe("true or false: guests may mark favourites."),
  favouritesLimit: z.unknown().optional().describe("1–1000, or null: no limit."),
  watermark: z.unknown().optional().describe("true or false."),
});
