import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { collectionResponse } from "~/services/api-schemas/collection-schemas.server";
import {
  documentedOperations,
  manifestRoutes,
  misdocumentedScopes,
  unansweredDocumentedOperations,
  undocumentedTokenRoutes,
} from "~/services/api-docs/token-routes-check";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The documented API (docs/decisions/0071-openapi-document.md) against the built server
 * (`npm run build` first): the served document is valid OpenAPI 3.1, it and the build's routes
 * agree both ways, and the reference page reads without JavaScript.
 */
const BUILD = path.resolve(__dirname, "../../build/index.js");
const PASSWORD = "openapi-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-openapi-"));
let server: RunningServer;
let cookie = "";

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "ana@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "ana",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookie = await signIn(server, "ana@example.test", PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const servedDocument = async () => {
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as Record<string, unknown> & {
    paths: Record<string, Record<string, unknown>>;
  };
};

describe("GET /api/openapi.json", () => {
  it("serves a valid OpenAPI 3.1 document to anyone, signed out", async () => {
    const document = await servedDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe("3.1");
  });

  it("documents every method a route opens to tokens, and only methods routes answer", async () => {
    const document = await servedDocument();
    const build = (await import(pathToFileURL(BUILD).href)) as {
      routes: Parameters<typeof manifestRoutes>[0];
    };
    const routes = manifestRoutes(build.routes);
    expect(routes.filter((route) => route.apiTokens).length).toBeGreaterThanOrEqual(19);
    expect(undocumentedTokenRoutes(routes, document)).toEqual([]);
    expect(unansweredDocumentedOperations(routes, document)).toEqual([]);
    // The scope the document names is the one the token gate enforces.
    expect(misdocumentedScopes(routes, document)).toEqual([]);
    expect(documentedOperations(document)).toContain("POST /api/user/photos/duplicates");
  });

  it("describes what a route answers: a new collection parses with its documented schema", async () => {
    const made = await fetch(`${server.url}/api/collections`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Iceland" }),
    });
    expect(made.status).toBe(201);
    // strict: a field the route answers that the document leaves out fails too.
    expect(collectionResponse.strict().safeParse(await made.json()).error).toBeUndefined();
  });
});

describe("GET /api/docs", () => {
  it("renders every operation, the scopes and how to use a token as plain HTML", async () => {
    const document = await servedDocument();
    const response = await fetch(`${server.url}/api/docs`, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const [pathName, item] of Object.entries(document.paths)) {
      expect(html).toContain(`<code class="api-docs__path">${pathName}</code>`);
      for (const method of Object.keys(item)) expect(html).toContain(method.toUpperCase());
    }
    expect(html).toContain("Authorization: Bearer");
    expect(html).toContain("Account → Settings → API tokens");
    expect(html).toContain('<strong class="api-docs__scope">read</strong>');
    expect(html).toContain('<strong class="api-docs__scope">write</strong>');
  });
});
