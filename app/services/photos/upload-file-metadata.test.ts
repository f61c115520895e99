import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir, tracesOf, uploadedFile } from "./test-support";

const dataDir = tempDataDir("viewfinder-upload-file-metadata-");
const { db, closeDatabase } = await import("~/data/db.server");
const { uploadPhoto, getMyPhoto, PhotoInputError } = await import("./index.server");
const { UPLOAD_MESSAGES } = await import("~/utils/photo-view");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("lightroom-user")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What Lightroom's IPTC panel wrote into app/images/__fixtures__/lightroom.jpg. */
const LIGHTROOM = {
  title: "Crown of a falling drop",
  description: "A drop of water lands in a still basin and throws up a crown of spray.",
  tags: ["water", "drop", "splash", "macro"],
  altText: "A water droplet splashing into grey-blue water, forming a crown-shaped ring of spray.",
  rights: {
    creator: "Élodie Marchand",
    copyrightNotice: "© 2024 Élodie Marchand",
    creditLine: "Lumière Press",
    usageTerms: "Licensed under CC BY-NC 4.0. For commercial use, ask through the licensor URL.",
    webStatement: "https://elodie-marchand.example/rights",
    licensorUrl: "https://elodie-marchand.example/licensing",
  },
};

const upload = async (source: string, fields: Record<string, string | undefined> = {}) =>
  uploadPhoto(userId, {
    file: await uploadedFile(source),
    title: "",
    category: "macro",
    description: "",
    ...fields,
  });

describe("uploading a photo whose file says what it is", () => {
  it("fills the title, description, tags and alt text left empty, and keeps the rights and licence", async () => {
    const view = await upload("lightroom.jpg");
    expect(view).toMatchObject({
      title: LIGHTROOM.title,
      description: LIGHTROOM.description,
      tags: LIGHTROOM.tags,
      aiAltText: LIGHTROOM.altText,
      rights: LIGHTROOM.rights,
      license: "CC-BY-NC-4.0",
      licenseIsDefault: false,
    });
    expect(await getMyPhoto(userId, view.id)).toEqual(view);
  });

  it("keeps what the photographer typed over what the file says, and still keeps the file's rights", async () => {
    const view = await upload("lightroom.jpg", {
      title: "  My splash ",
      description: "<p>Typed <script>x()</script></p>",
      aiAltText: "Typed alt text",
    });
    expect(view).toMatchObject({
      title: "My splash",
      description: "<p>Typed </p>",
      aiAltText: "Typed alt text",
      tags: LIGHTROOM.tags,
      rights: LIGHTROOM.rights,
    });
  });

  it("still refuses a photo with no title typed and none in its file, storing nothing", async () => {
    const before = await tracesOf(userId);
    const error = await upload("flower.webp").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoInputError);
    expect((error as Error).message).toBe(UPLOAD_MESSAGES.missingInformation);
    expect(await tracesOf(userId)).toEqual(before);
  });

  it("stores no rights or licence for a file without any", async () => {
    const view = await upload("flower.webp", { title: "Flower" });
    const { photos } = await db();
    const stored = await photos.findById(view.id);
    expect(stored).not.toHaveProperty("rights");
    expect(stored).not.toHaveProperty("license");
    expect(view.licenseIsDefault).toBe(true);
    expect(view.tags).toEqual([]);
  });
});

describe("an upload form that leaves the title to the file", () => {
  it("uses the file's title over the form's fallback, and the fallback when the file has none", async () => {
    const { uploadInputFrom } = await import("./index.server");
    const form = { title: "", category: "macro", fallbackTitle: "DSC 0042" };
    const fromFile = await uploadPhoto(
      userId,
      uploadInputFrom(form, await uploadedFile("lightroom.jpg")),
    );
    expect(fromFile.title).toBe("Crown of a falling drop");
    const fallback = await uploadPhoto(
      userId,
      uploadInputFrom(form, await uploadedFile("flower.webp")),
    );
    expect(fallback.title).toBe("DSC 0042");
  });
});
