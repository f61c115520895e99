import { z } from "zod";
import {
  createdLinkResponse,
  linkActivityResponse,
  linkResponse,
  revokedLinkResponse,
  selectionResponse,
} from "~/services/api-schemas/link-schemas.server";
import { linkBodySchema } from "~/services/share-links/link-api.server";
import { idParam, operationsTagged, type OpenAPIRegistry } from "./registry.server";

const linkParams = idParam.extend({ linkId: z.string().describe("The share link's id.") });

/** The share links and selections area of the document (docs/product.md#share-links-api). */
export function registerLinks(registry: OpenAPIRegistry) {
  const add = operationsTagged(registry, "Share links");
  const link = registry.register("ShareLink", linkResponse);
  const selection = registry.register("Selection", selectionResponse);

  add({
    method: "get",
    path: "/api/collections/{id}/links",
    summary: "List a collection's share links",
    description: "Oldest first, revoked ones included; never a link's token.",
    scope: "read",
    params: idParam,
    response: z.array(link),
    responseDescription: "The links.",
    refusals: [404],
  });
  add({
    method: "post",
    path: "/api/collections/{id}/links",
    summary: "Make a share link",
    description: "The service checks each field and says what is wrong.",
    scope: "write",
    params: idParam,
    body: linkBodySchema,
    status: 201,
    response: createdLinkResponse,
    responseDescription: "The link with its address `url`, shown this once.",
    refusals: [400, 404],
  });
  add({
    method: "patch",
    path: "/api/collections/{id}/links/{linkId}",
    summary: "Change a share link",
    description: "What is sent changes; a revoked link changes no more.",
    scope: "write",
    params: linkParams,
    body: linkBodySchema,
    response: link,
    responseDescription: "The link as changed.",
    refusals: [400, 404],
  });
  add({
    method: "delete",
    path: "/api/collections/{id}/links/{linkId}",
    summary: "Revoke a share link; asked again, delete it for good",
    description:
      "Revoking stops the link at once and keeps its guests' choices; deleting a revoked link " +
      "removes its guests, favourites, comments and activity.",
    scope: "write",
    params: linkParams,
    response: revokedLinkResponse,
    responseDescription: "What ended.",
    refusals: [404],
  });
  add({
    method: "get",
    path: "/api/collections/{id}/links/{linkId}/activity",
    summary: "A share link's activity of the last 90 days",
    description: "Views, downloads, favourites and wrong passwords, newest first.",
    scope: "read",
    params: linkParams,
    response: z.array(linkActivityResponse),
    responseDescription: "The entries.",
    refusals: [404],
  });
  add({
    method: "get",
    path: "/api/collections/{id}/selections",
    summary: "What guests chose through the collection's links",
    description: "Per guest, with comments and a Lightroom Classic filter; `?format=csv`: as CSV.",
    scope: "read",
    params: idParam,
    query: z.object({ format: z.enum(["csv"]).optional().describe("csv: answer text/csv.") }),
    response: z.array(selection),
    csv: true,
    responseDescription: "The selections.",
    refusals: [404],
  });
  add({
    method: "get",
    path: "/api/collections/{id}/selections.csv",
    summary: "The selections as CSV",
    description: "One row per favourite.",
    scope: "read",
    params: idParam,
    csv: true,
    responseDescription: "The CSV file.",
    refusals: [404],
  });
}
