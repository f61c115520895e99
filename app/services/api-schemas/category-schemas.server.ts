import { z } from "zod";
import type { CustomCategoryView } from "~/utils/photo-view";
import { responseOf } from "./response-of";

/**
 * The custom categories API's bodies and answers (docs/product.md#api-calls), shared by the routes
 * and the OpenAPI document (docs/decisions/0071-openapi-document.md).
 */

// categoryId and description are accepted for the spec's shape; the service derives both.
export const createCategorySchema = z.object({
  label: z.string().optional().default(""),
  categoryId: z.string().optional(),
  description: z.string().optional(),
});

export const renameCategorySchema = z.object({ label: z.string().optional().default("") });

export const categoryResponse = responseOf<CustomCategoryView>()(
  z.object({
    id: z.string(),
    categoryId: z.string().describe("The slug photos are filed under."),
    label: z.string(),
    description: z.string(),
  }),
);
export type CategoryResponse = z.input<typeof categoryResponse>;
