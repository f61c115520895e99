import { z } from "zod";
import {
  collectionResponse,
  collectionsOrderSchema,
  createCollectionSchema,
  patchCollectionSchema,
} from "~/services/api-schemas/collection-schemas.server";
import { successResponse } from "~/services/api-schemas/common";
import { photoIdsSchema } from "~/services/collections/photo-ids-schema.server";
import { idParam, operationsTagged, type OpenAPIRegistry } from "./registry.server";

/** The collections area of the document (docs/product.md#collections). */
export function registerCollections(registry: OpenAPIRegistry) {
  const add = operationsTagged(registry, "Collections");
  const collection = registry.register("Collection", collectionResponse);

  add({
    method: "get",
    path: "/api/collections",
    summary: "List my collections",
    scope: "read",
    response: z.array(collection),
    responseDescription: "In my order, each with its photo count.",
    refusals: [],
  });
  add({
    method: "post",
    path: "/api/collections",
    summary: "Make a collection",
    scope: "write",
    body: createCollectionSchema,
    status: 201,
    response: collection,
    responseDescription: "The new collection, with its id and address (slug).",
    refusals: [400],
  });
  add({
    method: "put",
    path: "/api/collections/order",
    summary: "Order my collections",
    description: "Each of my collections named once.",
    scope: "write",
    body: collectionsOrderSchema,
    response: z.array(collection),
    responseDescription: "The collections in their new order.",
    refusals: [400],
  });
  add({
    method: "get",
    path: "/api/collections/{id}",
    summary: "One of my collections",
    scope: "read",
    params: idParam,
    response: collection,
    responseDescription: "The collection.",
    refusals: [404],
  });
  add({
    method: "patch",
    path: "/api/collections/{id}",
    summary: "Change a collection's title, address, description, visibility or cover",
    description: "Fields left out are kept.",
    scope: "write",
    params: idParam,
    body: patchCollectionSchema,
    response: collection,
    responseDescription: "The collection as changed.",
    refusals: [400, 404],
  });
  add({
    method: "delete",
    path: "/api/collections/{id}",
    summary: "Delete a collection",
    description: "Its photos are kept.",
    scope: "write",
    params: idParam,
    response: successResponse,
    responseDescription: "Deleted.",
    refusals: [404],
  });
  add({
    method: "put",
    path: "/api/collections/{id}/photos",
    summary: "Set a collection's photos and their order",
    scope: "write",
    params: idParam,
    body: photoIdsSchema,
    response: collection,
    responseDescription: "The collection with its photos.",
    refusals: [400, 404],
  });
}
