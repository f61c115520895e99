import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir, uploadedFile } from "./test-support";

const dataDir = tempDataDir("viewfinder-photo-rights-edit-");
const { db, closeDatabase } = await import("~/data/db.server");
const photos = await import("./index.server");
const { PhotoInputError } = photos;
const { LICENSE_MESSAGES } = await import("~/utils/photo-rights");

let owner = "";
beforeAll(async () => {
  owner = (await createUser("rights-owner")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async () =>
  photos.uploadPhoto(owner, {
    file: await uploadedFile("flower.webp"),
    title: "Flower",
    category: "macro",
  });

const NO_RIGHTS = {
  creator: null,
  copyrightNotice: null,
  creditLine: null,
  usageTerms: null,
  webStatement: null,
  licensorUrl: null,
};

describe("a photo's rights and licence, as its owner edits them", () => {
  it("start empty, under the photographer's default licence", async () => {
    const { id } = await upload();
    expect(await photos.getMyPhoto(owner, id)).toMatchObject({
      rights: NO_RIGHTS,
      license: "all-rights-reserved",
      licenseIsDefault: true,
    });
  });

  it("keep what is typed, trimmed; an emptied field is cleared and the others kept", async () => {
    const { id } = await upload();
    const edited = await photos.updatePhotoMetadata(owner, id, {
      rights: {
        creator: "  Ada Lens ",
        copyrightNotice: "© 2024 Ada Lens",
        webStatement: "https://ada.example/rights",
      },
      license: "CC-BY-NC-4.0",
    });
    expect(edited).toMatchObject({
      title: "Flower",
      rights: {
        ...NO_RIGHTS,
        creator: "Ada Lens",
        copyrightNotice: "© 2024 Ada Lens",
        webStatement: "https://ada.example/rights",
      },
      license: "CC-BY-NC-4.0",
      licenseIsDefault: false,
    });

    const cleared = await photos.updatePhotoMetadata(owner, id, {
      rights: { creator: "", usageTerms: "Editorial use only" },
      license: "https://ada.example/licence",
    });
    expect(cleared.rights).toEqual({
      ...NO_RIGHTS,
      copyrightNotice: "© 2024 Ada Lens",
      usageTerms: "Editorial use only",
      webStatement: "https://ada.example/rights",
    });
    expect(cleared.license).toBe("https://ada.example/licence");

    const back = await photos.updatePhotoMetadata(owner, id, { rights: null, license: "" });
    expect(back).toMatchObject({ rights: NO_RIGHTS, licenseIsDefault: true });
    const { photos: repo } = await db();
    const stored = await repo.findById(id);
    expect(stored).not.toHaveProperty("rights");
    expect(stored).not.toHaveProperty("license");
  });

  it("refuses a licence that is not one, or a rights address that is not one, changing nothing", async () => {
    const { id } = await upload();
    await photos.updatePhotoMetadata(owner, id, { license: "CC0-1.0", rights: { creator: "Ada" } });
    const before = await photos.getMyPhoto(owner, id);

    await expect(
      photos.updatePhotoMetadata(owner, id, { title: "Renamed", license: "MIT" }),
    ).rejects.toThrow(new PhotoInputError(LICENSE_MESSAGES.invalid));
    await expect(
      photos.updatePhotoMetadata(owner, id, { license: "javascript:alert(1)" }),
    ).rejects.toThrow(new PhotoInputError(LICENSE_MESSAGES.invalid));
    await expect(
      photos.updatePhotoMetadata(owner, id, {
        title: "Renamed",
        rights: { creator: "Someone else", webStatement: "ada.example/rights" },
      }),
    ).rejects.toThrow(
      new PhotoInputError(
        "Web statement of rights must be a web address starting with https:// or http://.",
      ),
    );
    await expect(
      photos.updatePhotoMetadata(owner, id, { rights: { usageTerms: "x".repeat(1001) } }),
    ).rejects.toThrow(/Rights usage terms must be at most 1000 characters/);

    expect(await photos.getMyPhoto(owner, id)).toEqual(before);
  });
});
