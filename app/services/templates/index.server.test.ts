import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// config() reads the environment once per process; vitest runs each test file in its own.
let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "viewfinder-templates-"));
  process.env.DATA_DIR = dataDir;
  process.env.SESSION_SECRET = "templates-test-secret-0123456789";
  delete process.env.MONGODB_URI;
});
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const service = () => import("./index.server");

async function newUser(templateId?: string) {
  const { db } = await import("~/data/db.server");
  const { users } = await db();
  return users.create({
    email: `${Math.random()}@example.test`,
    username: `u${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    templateId,
  });
}

/** A request carrying a real signed session cookie for the user. */
async function signedIn(userId: string, url: string, init: RequestInit = {}) {
  const { commitSession, newSession } = await import("~/services/session.server");
  const session = await newSession();
  session.set("userId", userId);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request(url, { ...init, headers: { ...init.headers, Cookie: cookie } });
}

describe("template service", () => {
  it("lists every installed template with its colours and typography", async () => {
    const { listTemplates } = await service();
    const list = listTemplates();
    expect(list.map((t) => t.id)).toEqual(["classic", "epic", "monochrome", "monochrome-white"]);
    expect(list[0]).toMatchObject({
      id: "classic",
      name: "Classic",
      isDefault: true,
      category: "portfolio",
    });
    expect(list[0]!.colorScheme.border).toBe("#e5e5e5");
    expect(list[0]!.typography).toEqual({
      fontFamily: "Montserrat",
      headingWeight: 300,
      bodyWeight: 400,
    });
  });

  it("resolves owner's, else viewer's, else the default, skipping unknown ids (docs/product.md#states-and-transitions)", async () => {
    const { resolveTemplateId, getTemplate } = await service();
    expect(resolveTemplateId({ ownerTemplateId: "epic", viewerTemplateId: "monochrome" })).toBe(
      "epic",
    );
    expect(resolveTemplateId({ ownerTemplateId: null, viewerTemplateId: "monochrome" })).toBe(
      "monochrome",
    );
    expect(resolveTemplateId({ ownerTemplateId: "deleted-template" })).toBe("classic");
    expect(resolveTemplateId({})).toBe("classic");
    expect(getTemplate("epic")?.manifest.name).toBe("Epic");
    expect(getTemplate("nope")).toBeNull();
  });

  it("stores a user's choice and refuses templates that are not installed", async () => {
    const { setUserTemplate, portfolioTemplateId, TemplateNotFoundError } = await service();
    const user = await newUser();
    expect(await portfolioTemplateId(user.id)).toBe("classic");
    expect((await setUserTemplate(user.id, "monochrome")).id).toBe("monochrome");
    expect(await portfolioTemplateId(user.id)).toBe("monochrome");
    await expect(setUserTemplate(user.id, "nope")).rejects.toBeInstanceOf(TemplateNotFoundError);
    expect(await portfolioTemplateId("no-such-user")).toBeNull();
  });
});

describe("template API routes (docs/product.md#api-calls)", () => {
  const base = "http://localhost/api";
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const call = async (run: () => unknown) => {
    try {
      return (await run()) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("GET /api/templates lists the templates", async () => {
    const { loader } = await import("~/routes/api.templates");
    const response = loader();
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; isDefault: boolean }[];
    expect(list.find((t) => t.isDefault)?.id).toBe("classic");
  });

  it("GET and POST /api/user/template: 401 signed out, the choice when signed in, 400 for unknown ids", async () => {
    const route = await import("~/routes/api.user.template");
    const args = (request: Request) => ({ request, params: {}, context: {} });
    expect(
      (await call(() => route.loader(args(new Request(`${base}/user/template`))))).status,
    ).toBe(401);

    const user = await newUser();
    const current = await call(async () =>
      route.loader(args(await signedIn(user.id, `${base}/user/template`))),
    );
    expect(await current.json()).toEqual({ templateId: "classic" });

    const chosen = await call(async () =>
      route.action(
        args(await signedIn(user.id, `${base}/user/template`, json({ templateId: "epic" }))),
      ),
    );
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ templateId: "epic" });
    const after = await call(async () =>
      route.loader(args(await signedIn(user.id, `${base}/user/template`))),
    );
    expect(await after.json()).toEqual({ templateId: "epic" });

    const unknown = await call(async () =>
      route.action(
        args(await signedIn(user.id, `${base}/user/template`, json({ templateId: "nope" }))),
      ),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "Template not found", templateId: "nope" });

    const missing = await call(async () =>
      route.action(args(await signedIn(user.id, `${base}/user/template`, json({})))),
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("templateId is required");
  });

  it("GET /api/portfolio/template/{userId}: the owner's template, 404 for an unknown user", async () => {
    const { loader } = await import("~/routes/api.portfolio.template.$userId");
    const owner = await newUser("monochrome-white");
    const args = (userId: string) => ({
      request: new Request(`${base}/portfolio/template/${userId}`),
      params: { userId },
      context: {},
    });
    const found = await loader(args(owner.id));
    expect(await found.json()).toEqual({ templateId: "monochrome-white" });
    const missing = await loader(args("nobody"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Portfolio not found" });
  });
});
