import { z } from "zod";
import { COLLECTION_VISIBILITIES } from "~/data/photo-collections.server";
import type { OwnCollectionView } from "~/services/collections/own-collections.server";
import { responseOf } from "./response-of";

/**
 * The collections API's bodies and answers (docs/product.md#collections), shared by the routes and
 * the OpenAPI document (docs/decisions/0071-openapi-document.md). The service checks each field
 * and says what is wrong; these fix the shape.
 */

export const createCollectionSchema = z.object({
  title: z.string().optional().default(""),
  description: z.string().optional(),
  visibility: z
    .string()
    .optional()
    .describe(`One of: ${COLLECTION_VISIBILITIES.join(", ")}.`),
});

export const patchCollectionSchema = z.object({
  title: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  visibility: z
    .string()
    .optional()
    .describe(`One of: ${COLLECTION_VISIBILITIES.join(", ")}.`),
  coverPhotoId: z.string().nullable().optional(),
});

export const collectionsOrderSchema = z.object({
  collectionIds: z.array(z.string().min(1).max(64), {
    required_error: "collectionIds must be a list of collection ids",
  }),
});

export const collectionResponse = responseOf<OwnCollectionView>()(
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    visibility: z.enum(COLLECTION_VISIBILITIES),
    coverPhotoId: z.string().nullable().describe("The chosen cover, else the first photo."),
    coverChosen: z.boolean(),
    photoIds: z.array(z.string()),
    photoCount: z.number(),
    position: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type CollectionResponse = z.input<typeof collectionResponse>;
