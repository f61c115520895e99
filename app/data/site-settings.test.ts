import { describe, expect, it } from "vitest";
import { onPublicWrite } from "./public-writes.server";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("site settings repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("holds nothing before the first save, then what was saved, across a restart", async () => {
    expect(await t.db.siteSettings.read()).toEqual({});

    await t.db.siteSettings.update({ registration: "invite", siteName: "Lens Club" });
    await t.db.siteSettings.update({ maxUploadMb: 80 });
    const reopened = await t.reopen();

    expect(await reopened.siteSettings.read()).toEqual({
      registration: "invite",
      siteName: "Lens Club",
      maxUploadMb: 80,
    });
  });

  it("clears a field given null, so its default applies again", async () => {
    await t.db.siteSettings.update({ siteName: "Lens Club", siteDescription: "Our photos" });

    expect(await t.db.siteSettings.update({ siteName: null })).toEqual({
      siteDescription: "Our photos",
    });
  });

  it("refuses a value the schema forbids and keeps the stored settings", async () => {
    await t.db.siteSettings.update({ registration: "closed" });

    await expect(t.db.siteSettings.update({ registration: "sometimes" })).rejects.toThrow();
    expect(await t.db.siteSettings.read()).toEqual({ registration: "closed" });
  });

  it("empties the public page cache: the site's name shows on public pages", async () => {
    let heard = 0;
    const stop = onPublicWrite(() => heard++);
    try {
      await t.db.siteSettings.update({ siteName: "Lens Club" });
    } finally {
      stop();
    }
    expect(heard).toBeGreaterThan(0);
  });
});
