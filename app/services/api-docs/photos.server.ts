import { z } from "zod";
import { successResponse } from "~/services/api-schemas/common";
import {
  duplicatesQuerySchema,
  duplicatesResponse,
  photoFeaturedSchema,
  photoListQuery,
  photoMetadataSchema,
  photoOrderResponse,
  photoPublicSchema,
  photoResponse,
  photoStatsResponse,
  photoUploadForm,
} from "~/services/api-schemas/photo-schemas.server";
import { photoIdsSchema } from "~/services/collections/photo-ids-schema.server";
import { idParam, operationsTagged, type OpenAPIRegistry } from "./registry.server";

/** The photos area of the document (docs/product.md#api-calls). */
export function registerPhotos(registry: OpenAPIRegistry) {
  const add = operationsTagged(registry, "Photos");
  const photo = registry.register("Photo", photoResponse);

  add({
    method: "get",
    path: "/api/user/photos",
    summary: "List my photos, private ones included",
    scope: "read",
    query: photoListQuery,
    response: z.array(photo),
    responseDescription: "The photos, newest first.",
    refusals: [],
  });
  add({
    method: "post",
    path: "/api/photos/upload",
    summary: "Upload a photo",
    description: "The new photo is private until made public.",
    scope: "write",
    form: photoUploadForm,
    status: 201,
    response: photo,
    responseDescription: "The new photo.",
    refusals: [400, 413, 415, 429],
  });
  add({
    method: "get",
    path: "/api/photos/stats",
    summary: "My photo counts",
    scope: "read",
    response: photoStatsResponse,
    responseDescription: "Counts and the last upload's date.",
    refusals: [],
  });
  add({
    method: "post",
    path: "/api/user/photos/duplicates",
    summary: "Which of these files I have already uploaded",
    description: "A query (it changes nothing): ask before sending to skip files already there.",
    scope: "read",
    body: duplicatesQuerySchema,
    response: duplicatesResponse,
    responseDescription: "Each hash that matches, with its photo.",
    refusals: [400],
  });
  add({
    method: "put",
    path: "/api/user/photos/order",
    summary: "Order my portfolio",
    description: "Photos left out, and new ones, come first in the default order.",
    scope: "write",
    body: photoIdsSchema,
    response: photoOrderResponse,
    responseDescription: "The order kept.",
    refusals: [400],
  });
  add({
    method: "get",
    path: "/api/user/photos/{id}",
    summary: "One of my photos",
    scope: "read",
    params: idParam,
    response: photo,
    responseDescription: "The photo.",
    refusals: [404],
  });
  add({
    method: "patch",
    path: "/api/user/photos/{id}",
    summary: "Edit a photo's title, description, category, tags, rights and licence",
    description: "Fields left out are kept.",
    scope: "write",
    params: idParam,
    body: photoMetadataSchema,
    response: photo,
    responseDescription: "The photo as edited.",
    refusals: [400, 404],
  });
  add({
    method: "delete",
    path: "/api/user/photos/{id}",
    summary: "Delete a photo and its files",
    scope: "write",
    params: idParam,
    response: successResponse,
    responseDescription: "Deleted.",
    refusals: [404],
  });
  add({
    method: "post",
    path: "/api/user/photos/{id}/public",
    summary: "Make a photo public or private",
    scope: "write",
    params: idParam,
    body: photoPublicSchema,
    response: photo,
    responseDescription: "The photo.",
    refusals: [400, 404],
  });
  add({
    method: "post",
    path: "/api/user/photos/{id}/featured",
    summary: "Feature a photo on my portfolio, or stop",
    scope: "write",
    params: idParam,
    body: photoFeaturedSchema,
    response: photo,
    responseDescription: "The photo.",
    refusals: [400, 404],
  });
}
