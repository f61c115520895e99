import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiDocument } from "./document.server";
import {
  manifestRoutes,
  misdocumentedScopes,
  unansweredDocumentedOperations,
  undocumentedTokenRoutes,
  type ManifestRoute,
} from "./token-routes-check";

/** docs/decisions/0071-openapi-document.md */

const photoRoute: ManifestRoute = {
  path: "/api/user/photos/{id}",
  hasLoader: true,
  hasAction: true,
  apiTokens: { methods: { GET: "read", PATCH: "write", DELETE: "write" } },
};

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    // A copy as plain JSON: what /api/openapi.json serves.
    const result = await validator.validate(
      JSON.parse(JSON.stringify(apiDocument())) as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("says per operation the scope a token needs and both ways in", () => {
    const { paths, components } = apiDocument();
    const duplicates = paths?.["/api/user/photos/duplicates"]?.post;
    expect(duplicates?.["x-token-scope"]).toBe("read");
    expect(paths?.["/api/user/photos/{id}"]?.delete?.["x-token-scope"]).toBe("write");
    expect(duplicates?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(components?.securitySchemes?.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("describes bodies from the routes' schemas, the upload as multipart", () => {
    const { paths } = apiDocument();
    const order = paths?.["/api/collections/order"]?.put?.requestBody;
    expect(JSON.stringify(order)).toContain("collectionIds");
    const upload = paths?.["/api/photos/upload"]?.post?.requestBody;
    expect(Object.keys((upload as { content: object }).content)).toEqual(["multipart/form-data"]);
    expect(JSON.stringify(paths?.["/api/photos/upload"]?.post?.responses?.["413"])).toContain(
      "message",
    );
  });
});

describe("undocumentedTokenRoutes", () => {
  const document = {
    paths: { "/api/user/photos/{id}": { get: {}, patch: {}, delete: {}, parameters: [] } },
  };

  it("is empty when every token method is documented", () => {
    expect(undocumentedTokenRoutes([photoRoute], document)).toEqual([]);
  });

  it("names a planted token route the document leaves out", () => {
    const planted: ManifestRoute = {
      path: "/api/collections/{id}/links",
      hasLoader: true,
      hasAction: true,
      apiTokens: { methods: { GET: "read", POST: "write" } },
    };
    expect(undocumentedTokenRoutes([photoRoute, planted], document)).toEqual([
      "GET /api/collections/{id}/links",
      "POST /api/collections/{id}/links",
    ]);
  });

  it("names a documented operation no route answers to tokens", () => {
    const loaderOnly = { ...photoRoute, hasAction: false };
    expect(unansweredDocumentedOperations([loaderOnly], document)).toEqual([
      "PATCH /api/user/photos/{id}",
      "DELETE /api/user/photos/{id}",
    ]);
    expect(unansweredDocumentedOperations([], document)).toHaveLength(3);
  });

  it("names an operation documented with another scope than its route asks for", () => {
    const scoped = {
      paths: {
        "/api/user/photos/{id}": {
          get: { "x-token-scope": "read" },
          patch: { "x-token-scope": "read" },
          delete: { "x-token-scope": "write" },
        },
      },
    };
    expect(misdocumentedScopes([photoRoute], scoped)).toEqual(["PATCH /api/user/photos/{id}"]);
  });

  it("reads the build's nested routes with full OpenAPI paths", () => {
    const routes = manifestRoutes({
      root: { id: "root", path: "", module: {} },
      "routes/api.collections.$id.selections[.]csv": {
        id: "routes/api.collections.$id.selections[.]csv",
        parentId: "root",
        path: "api/collections/:id/selections.csv",
        module: { loader: () => null, apiTokens: { methods: { GET: "read" } } },
      },
    });
    expect(routes[1]).toEqual({
      path: "/api/collections/{id}/selections.csv",
      hasLoader: true,
      hasAction: false,
      apiTokens: { methods: { GET: "read" } },
    });
  });
});
