import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir, uploadedFile } from "~/services/photos/test-support";
import { collect, unzip } from "./zip-entries.test-support";

const dataDir = tempDataDir("viewfinder-export-");
const { db, closeDatabase } = await import("~/data/db.server");
const { uploadPhoto, setPhotoPublic, updatePhotoMetadata } =
  await import("~/services/photos/index.server");
const { buildPhotographerExport, fileSlug } = await import("./photographer-export.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("a photographer's own export", () => {
  it("holds every original byte for byte, their metadata and profile, in exactly the announced size", async () => {
    const user = await createUser("exporter");
    const { users, categories } = await db();
    await users.update(user.id, { bio: "Light chaser", tagline: "Dunes and storms" });
    await categories.create({ userId: user.id, label: "Night Sky" });
    const dunes = await uploadPhoto(user.id, {
      file: await uploadedFile("canon-gps.jpg"),
      title: "Dunes at Dusk",
      category: "landscape",
      description: "Golden hour",
    });
    await updatePhotoMetadata(user.id, dunes.id, { title: "Dunes at Dusk", tags: "sand, dusk" });
    await setPhotoPublic(user.id, dunes.id, true);
    const night = await uploadPhoto(user.id, {
      file: await uploadedFile("meadow.png"),
      title: "Nacht über der Wiese",
      category: "night-sky",
    });
    // Somebody else's photo never shows up.
    const other = await createUser("bystander");
    await uploadPhoto(other.id, {
      file: await uploadedFile("flower.webp"),
      title: "Not mine",
      category: "nature",
    });

    const { photoCollections, portfolioOrders, shareLinks } = await db();
    const dunesCollection = await photoCollections.create({
      userId: user.id,
      title: "Dunes",
      slug: "dunes",
      visibility: "public",
      photoIds: [night.id, dunes.id],
    });
    const link = await shareLinks.create({
      token: "exported-share-link-token",
      userId: user.id,
      collectionId: dunesCollection.id,
      label: "For the client",
      passwordHash: "scrypt$stand-in",
      expiresAt: null,
      downloads: "web",
      favourites: true,
      watermark: false,
    });
    // A guest's favourite and comment travel with the link (ADR 66).
    const { linkGuests, linkFavourites } = await db();
    const guest = await linkGuests.create({
      linkId: link.id,
      userId: user.id,
      name: "Client",
      email: "client@example.test",
    });
    await linkFavourites.add({
      linkId: link.id,
      guestId: guest.id,
      userId: user.id,
      photoId: night.id,
    });
    await linkFavourites.setComment(guest.id, night.id, "Print this one");
    await portfolioOrders.set(user.id, [dunes.id]);

    const me = (await users.findById(user.id))!;
    const zip = await buildPhotographerExport(me, new Date("2026-11-22T12:00:00Z"));
    expect(zip.filename).toBe("viewfinder-exporter-2026-11-22.zip");
    expect(zip.photoCount).toBe(2);
    const bytes = await collect(zip.stream);
    expect(bytes.length).toBe(zip.size);

    const entries = await unzip(bytes);
    const dunesFile = `photos/dunes-at-dusk-${dunes.id}.jpg`;
    const nightFile = `photos/nacht-uber-der-wiese-${night.id}.png`;
    expect([...entries.keys()].sort()).toEqual(
      [dunesFile, nightFile, "photos.json", "profile.json", "README.json"].sort(),
    );
    // The originals as stored: the same bytes the upload kept.
    const { objectStore } = await import("~/storage/store.server");
    const { photos } = await db();
    for (const [file, id] of [
      [dunesFile, dunes.id],
      [nightFile, night.id],
    ] as const) {
      const record = (await photos.findById(id))!;
      const stored = await objectStore().get(record.originalKey!);
      expect(sha(entries.get(file)!)).toBe(sha(Buffer.from(await collect(stored!.body))));
    }
    // And the very files uploaded: the server keeps what it was sent, byte for byte.
    expect(sha(entries.get(dunesFile)!)).toBe(sha(fixture("canon-gps.jpg")));
    expect(sha(entries.get(nightFile)!)).toBe(sha(fixture("meadow.png")));

    const meta = JSON.parse(entries.get("photos.json")!.toString("utf8")) as {
      photos: Record<string, unknown>[];
    };
    const dunesMeta = meta.photos.find((p) => p.id === dunes.id)!;
    expect(dunesMeta).toMatchObject({
      file: dunesFile,
      title: "Dunes at Dusk",
      // The name it was uploaded as (ADR 66).
      originalFileName: "canon-gps.jpg",
      description: "Golden hour",
      category: "landscape",
      tags: ["sand", "dusk"],
      visibility: "public",
      featured: false,
    });
    expect(dunesMeta.exif).toMatchObject({ make: "Canon" });
    expect(meta.photos.find((p) => p.id === night.id)).toMatchObject({
      visibility: "private",
      category: "night-sky",
      categoryLabel: "Night Sky",
    });

    const profile = JSON.parse(entries.get("profile.json")!.toString("utf8")) as {
      profile: Record<string, unknown>;
      categories: unknown[];
      collections: unknown[];
      portfolioOrder: string[] | null;
    };
    expect(profile.profile).toMatchObject({
      username: "exporter",
      email: "exporter@example.test",
      bio: "Light chaser",
      tagline: "Dunes and storms",
      portfolioPath: "/exporter",
    });
    expect(JSON.stringify(profile)).not.toContain("passwordHash");
    expect(profile.categories).toEqual([{ label: "Night Sky", categoryId: "night-sky" }]);
    expect(profile.collections).toEqual([
      {
        title: "Dunes",
        slug: "dunes",
        description: "",
        visibility: "public",
        coverPhotoId: null,
        photoIds: [night.id, dunes.id],
        shareLinks: [
          expect.objectContaining({
            label: "For the client",
            hasPassword: true,
            downloads: "web",
            guests: [
              expect.objectContaining({
                name: "Client",
                email: "client@example.test",
                favourites: [
                  expect.objectContaining({ photoId: night.id, comment: "Print this one" }),
                ],
              }),
            ],
          }),
        ],
      },
    ]);
    // A link's address and password stay out of the export (ADR 63).
    expect(JSON.stringify(profile)).not.toContain("exported-share-link-token");
    expect(JSON.stringify(profile)).not.toContain("scrypt$stand-in");
    expect(profile.portfolioOrder).toEqual([dunes.id]);
  });

  it("carries each photo's rights and the licence that applies to it", async () => {
    const user = await createUser("rights-exporter");
    const splash = await uploadPhoto(user.id, {
      file: await uploadedFile("lightroom.jpg"),
      title: "",
      category: "macro",
    });
    const plain = await uploadPhoto(user.id, {
      file: await uploadedFile("flower.webp"),
      title: "Flower",
      category: "nature",
    });
    await updatePhotoMetadata(user.id, splash.id, { rights: { creditLine: "" } });
    const { users } = await db();
    const me = (await users.update(user.id, { defaultLicense: "CC-BY-4.0" }))!;

    const zip = await buildPhotographerExport(me);
    const entries = await unzip(await collect(zip.stream));
    const meta = JSON.parse(entries.get("photos.json")!.toString("utf8")) as {
      photos: Record<string, unknown>[];
    };
    expect(meta.photos.find((p) => p.id === splash.id)).toMatchObject({
      title: "Crown of a falling drop",
      rights: {
        creator: "Élodie Marchand",
        copyrightNotice: "© 2024 Élodie Marchand",
        usageTerms:
          "Licensed under CC BY-NC 4.0. For commercial use, ask through the licensor URL.",
        webStatement: "https://elodie-marchand.example/rights",
        licensorUrl: "https://elodie-marchand.example/licensing",
      },
      license: "CC-BY-NC-4.0",
      licenseIsDefault: false,
    });
    expect(meta.photos.find((p) => p.id === splash.id)?.rights).not.toHaveProperty("creditLine");
    expect(meta.photos.find((p) => p.id === plain.id)).toMatchObject({
      rights: {},
      license: "CC-BY-4.0",
      licenseIsDefault: true,
    });
  });

  it("gives an empty library a valid zip with the profile", async () => {
    const user = await createUser("newcomer");
    const zip = await buildPhotographerExport(user);
    const bytes = await collect(zip.stream);
    expect(bytes.length).toBe(zip.size);
    const entries = await unzip(bytes);
    expect(JSON.parse(entries.get("photos.json")!.toString()).photos).toEqual([]);
  });

  it("names files safely", () => {
    expect(fileSlug("../../etc/passwd")).toBe("etc-passwd");
    expect(fileSlug("   ")).toBe("photo");
    expect(fileSlug("Café — Noir!")).toBe("cafe-noir");
  });
});
