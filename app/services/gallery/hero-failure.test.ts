import { rmSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/server/log/logger.server";
import { currentRequestId, runWithRequestContext } from "~/server/log/request-context.server";
import { createUser, tempDataDir, uploadedFile } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-hero-failure-");

const { db, closeDatabase } = await import("~/data/db.server");
const { setPhotoPublic, uploadPhoto } = await import("~/services/photos/index.server");
const { uploadHero } = await import("~/services/heroes/index.server");
const { galleryPageData } = await import("./page-data.server");

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a hero that cannot be looked up (docs/product.md#error-catalogue)", () => {
  it("leaves the hero empty, logs the error for the request and still shows the photos", async () => {
    await uploadHero({ name: "Dunes", file: await uploadedFile("canon-gps.jpg") });
    const owner = await createUser("herofail");
    const photo = await uploadPhoto(owner.id, {
      file: await uploadedFile("flower.webp"),
      title: "Flower",
      category: "nature",
    });
    await setPhotoPublic(owner.id, photo.id, true);
    const { heroImages, heroSelections } = await db();
    const outage = new Error("hero store unavailable");
    vi.spyOn(heroImages, "findDefault").mockRejectedValue(outage);
    vi.spyOn(heroSelections, "get").mockRejectedValue(outage);
    const logged: { fields: unknown; message: unknown; requestId?: string }[] = [];
    vi.spyOn(logger, "error").mockImplementation(((fields: unknown, message: unknown) => {
      logged.push({ fields, message, requestId: currentRequestId() });
    }) as never);

    for (const view of ["portfolio", "home"] as const) {
      const page = await runWithRequestContext({ requestId: `req-${view}` }, () =>
        galleryPageData({ view, owner, viewer: null, category: null }),
      );
      expect(page.hero?.url).toBeNull();
      expect(page.hero).not.toHaveProperty("picture");
      expect(page.photosError).toBeNull();
      expect(page.photos.map((photo) => photo.title)).toContain("Flower");
    }
    expect(logged).toEqual([
      { fields: { err: outage }, message: "Hero lookup failed", requestId: "req-portfolio" },
      { fields: { err: outage }, message: "Hero lookup failed", requestId: "req-home" },
    ]);
  });
});
