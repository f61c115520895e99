import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir, uploadedFile } from "./test-support";

/**
 * The upload dialog re-encodes a photo in the browser, which drops its IPTC/XMP, and sends what
 * it read from the original as the `metadata` field: it fills what the uploaded file leaves
 * empty, through the same form mapping the upload API and the My Photos dialog use.
 */

const dataDir = tempDataDir("viewfinder-upload-supplied-metadata-");
const { db, closeDatabase } = await import("~/data/db.server");
const { uploadPhoto, uploadInputFrom, getMyPhoto } = await import("./index.server");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("supplied-metadata")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the browser read from the original's IPTC panel (another photographer's, to tell apart). */
const SUPPLIED = {
  title: "Harbour at first light",
  description: '<p>Boats <script>alert("x")</script>at rest.</p>',
  tags: ["harbour", "boats", "dawn"],
  altText: "Fishing boats moored in a calm harbour under a pale sky.",
  rights: {
    creator: "Ines Okafor",
    copyrightNotice: "© 2025 Ines Okafor",
    creditLine: "Okafor Studio",
    webStatement: "https://okafor.example/rights",
  },
  licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
};

/** What a canvas re-encode sends: the pixels of lightroom.jpg as WebP, with no metadata at all. */
async function reEncodedCopy(): Promise<Buffer> {
  return sharp(fixture("lightroom.jpg")).webp({ quality: 80 }).toBuffer();
}

/** Posts one photo as the dialog does: title left empty, its file name's title as the fallback. */
async function upload(bytes: Buffer | string, metadata: string | undefined, name = "photo.webp") {
  const fields: Record<string, string> = {
    title: "",
    fallbackTitle: "Photo",
    category: "macro",
    description: "",
  };
  if (metadata !== undefined) fields.metadata = metadata;
  return uploadPhoto(userId, uploadInputFrom(fields, await uploadedFile(bytes, name)));
}

describe("metadata sent beside a re-encoded copy", () => {
  it("gives the photo its title, description, tags, alt text, rights and licence", async () => {
    const view = await upload(await reEncodedCopy(), JSON.stringify(SUPPLIED));
    expect(view).toMatchObject({
      title: SUPPLIED.title,
      // Sanitised exactly as a file's own description is.
      description: "<p>Boats at rest.</p>",
      tags: SUPPLIED.tags,
      aiAltText: SUPPLIED.altText,
      rights: { ...SUPPLIED.rights, usageTerms: null, licensorUrl: null },
      license: "CC-BY-SA-4.0",
      licenseIsDefault: false,
    });
    // Stored like the file's own: the record holds only the fields given.
    const { photos } = await db();
    const stored = await photos.findById(view.id);
    expect(stored?.rights).toEqual(SUPPLIED.rights);
    expect(stored?.license).toBe("CC-BY-SA-4.0");
    expect(await getMyPhoto(userId, view.id)).toEqual(view);
  });

  it("loses to what the uploaded file says itself, field by field", async () => {
    const whole = await upload("lightroom.jpg", JSON.stringify(SUPPLIED), "lightroom.jpg");
    expect(whole).toMatchObject({
      title: "Crown of a falling drop",
      tags: ["water", "drop", "splash", "macro"],
      aiAltText: expect.stringMatching(/^A water droplet splashing/),
      rights: { creator: "Élodie Marchand", copyrightNotice: "© 2024 Élodie Marchand" },
      license: "CC-BY-NC-4.0",
    });
    expect(whole.description).toContain("throws up a crown of spray");

    // This file's IPTC holds a title, caption, keywords and rights, but no alt text or licence.
    const partial = await upload("rights-iim-only.jpg", JSON.stringify(SUPPLIED), "iim.jpg");
    expect(partial).toMatchObject({
      title: "Crown of a falling drop",
      description: "A drop of water lands in a still basin.",
      tags: ["water", "drop"],
      aiAltText: SUPPLIED.altText,
      rights: { copyrightNotice: "© 2024 Élodie Marchand", creditLine: "Lumière Press" },
      license: "CC-BY-SA-4.0",
    });
    // The rights are one statement: none of the supplied ones are mixed into the file's.
    expect(partial.rights?.webStatement).toBeNull();
  });

  it("ignores a field that is not usable metadata, and the upload still succeeds", async () => {
    const copy = await reEncodedCopy();
    const junk = [
      "not json",
      "[1, 2, 3]",
      '"a string"',
      JSON.stringify({
        title: 42,
        tags: "water",
        rights: ["x"],
        licenseUrl: "javascript:alert(1)",
      }),
      JSON.stringify({ title: "x".repeat(70 * 1024) }),
    ];
    for (const metadata of junk) {
      const view = await upload(copy, metadata);
      expect(view, metadata.slice(0, 40)).toMatchObject({
        title: "Photo",
        description: "",
        tags: [],
        licenseIsDefault: true,
      });
      expect(Object.values(view.rights ?? {}).every((value) => value === null)).toBe(true);
    }
  });
});
