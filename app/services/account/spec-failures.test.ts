import { rm } from "node:fs/promises";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { logger } from "~/server/log/logger.server";

// The database and the session store read DATA_DIR once, on first use.
const dataDir = tempDataDir("viewfinder-account-failures-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const quietly = () => vi.spyOn(logger, "error").mockImplementation(() => {});

describe("account page data when a part fails (docs/product.md#error-catalogue)", () => {
  it("lists no templates (null) instead of failing when they cannot be read", async () => {
    const templates = await import("~/services/templates/index.server");
    vi.spyOn(templates, "listTemplates").mockImplementation(() => {
      throw new Error("registry unreadable");
    });
    quietly();
    const { templatePicker } = await import("./templates.server");
    expect(templatePicker({ templateId: "epic" })).toEqual({
      templates: null,
      activeTemplateId: "epic",
    });
  });

  it("shows the photos tab without statistics when they cannot be read", async () => {
    const photos = await import("~/services/photos/index.server");
    vi.spyOn(photos, "photoStats").mockRejectedValue(new Error("database unavailable"));
    quietly();
    const { loadAccountPage } = await import("./account-page.server");
    const user = await createUser(`stats${Date.now()}`);
    const page = await loadAccountPage(user, new URL("http://localhost/account?tab=photos"));
    expect(page.photos?.stats).toBeNull();
    expect(page.photos?.storage.quotaFormatted).toBeTruthy();
  });
});

describe("choosing a hero when saving fails (docs/product.md#error-catalogue)", () => {
  it("answers ok: false with the 'Update Failed' / 'Hero image update failed' toast", async () => {
    const hero = await import("./hero.server");
    vi.spyOn(hero, "chooseHero").mockRejectedValue(new Error("write failed"));
    quietly();
    const { setHeroAction } = await import("./hero-actions.server");
    const { getSession } = await import("~/services/session.server");
    const user = await createUser(`hero${Date.now()}`);
    const form = new FormData();
    form.set("heroId", "some-hero");
    const answer = await setHeroAction(
      new Request("http://localhost/account?tab=profile", { method: "POST" }),
      user,
      form,
    );
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toMatchObject({ ok: false, message: "Hero image update failed" });
    // The toast waits in the session for the page rendered after the action.
    const cookie = new Headers(answer.init?.headers).get("Set-Cookie")!.split(";")[0]!;
    const session = await getSession(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
    expect(session.get("toast")).toEqual({
      title: "Update Failed",
      description: "Hero image update failed",
      variant: "destructive",
    });
  });
});
