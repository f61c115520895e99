import { z } from "zod";
import {
  categoryResponse,
  createCategorySchema,
  renameCategorySchema,
} from "~/services/api-schemas/category-schemas.server";
import { successResponse } from "~/services/api-schemas/common";
import { idParam, operationsTagged, type OpenAPIRegistry } from "./registry.server";

/** The custom categories area of the document (docs/product.md#api-calls). */
export function registerCategories(registry: OpenAPIRegistry) {
  const add = operationsTagged(registry, "Categories");
  const category = registry.register("Category", categoryResponse);

  add({
    method: "get",
    path: "/api/categories/custom",
    summary: "List my own categories",
    scope: "read",
    response: z.array(category),
    responseDescription: "Oldest first.",
    refusals: [],
  });
  add({
    method: "post",
    path: "/api/categories/custom",
    summary: "Add a category",
    scope: "write",
    body: createCategorySchema,
    status: 201,
    response: category,
    responseDescription: "The new category.",
    refusals: [400, 409],
  });
  add({
    method: "patch",
    path: "/api/categories/custom/{id}",
    summary: "Rename a category",
    description: "Its photos follow the new name.",
    scope: "write",
    params: idParam,
    body: renameCategorySchema,
    response: category,
    responseDescription: "The category renamed.",
    refusals: [400, 404, 409],
  });
  add({
    method: "delete",
    path: "/api/categories/custom/{id}",
    summary: "Delete a category",
    description: "Its photos are filed under `other`.",
    scope: "write",
    params: idParam,
    response: successResponse,
    responseDescription: "Deleted.",
    refusals: [404],
  });
}
