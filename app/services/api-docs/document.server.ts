import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { SESSION_COOKIE_NAME } from "~/services/session.server";
import { registerCategories } from "./categories.server";
import { registerCollections } from "./collections.server";
import { registerLinks } from "./links.server";
import { registerPhotos } from "./photos.server";
import { OpenAPIRegistry } from "./registry.server";

/**
 * The OpenAPI 3.1 document of every route a personal access token reaches
 * (docs/decisions/0071-openapi-document.md), made from the routes' own zod schemas. The same for
 * every request: made once per process.
 */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

let made: OpenApiDocument | undefined;

export function apiDocument(): OpenApiDocument {
  made ??= makeDocument();
  return made;
}

function makeDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description:
      "A personal access token (Account → Settings → API tokens). `read` tokens may call the " +
      "operations marked `x-token-scope: read`; `write` tokens every operation here.",
  });
  registry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: "The signed-in browser's session.",
  });
  registerPhotos(registry);
  registerCategories(registry);
  registerCollections(registry);
  registerLinks(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Viewfinder API",
      version: "1",
      description:
        "A photographer's own photos, categories, collections and share links, for scripts " +
        'that hold a personal access token. Every refusal answers `{ "message": "…" }`.',
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Photos" },
      { name: "Categories" },
      { name: "Collections" },
      { name: "Share links" },
    ],
  });
}
