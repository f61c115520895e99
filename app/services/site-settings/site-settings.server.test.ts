import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-site-settings-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_NAME = "Env Photos";

const { closeDatabase } = await import("~/data/db.server");
const { siteSettings, updateSiteSettings } = await import("./site-settings.server");
const { photoUploadLimit } = await import("~/services/photos/upload-limit.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("site settings in force", () => {
  it("falls back to the environment and the site's defaults before anything is saved", async () => {
    expect(await siteSettings()).toEqual({
      registration: "open",
      siteName: "Env Photos",
      siteDescription: null,
      defaultTemplate: "classic",
      maxUploadMb: 25,
      aiTrainingDefault: "disallow",
    });
    expect(await photoUploadLimit()).toEqual({
      bytes: 25 * 1024 * 1024,
      mb: 25,
      message: "File too large: Maximum file size is 25MB.",
    });
  });

  it("lets a saved name win over SITE_NAME, and an empty one give it back", async () => {
    await updateSiteSettings({ siteName: "Lens Club", maxUploadMb: 60 });
    expect(await siteSettings()).toMatchObject({ siteName: "Lens Club", maxUploadMb: 60 });
    expect((await photoUploadLimit()).message).toBe("File too large: Maximum file size is 60MB.");

    await updateSiteSettings({ siteName: null });
    expect((await siteSettings()).siteName).toBe("Env Photos");
  });
});
