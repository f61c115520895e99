import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { EmbeddedMetadata } from "~/utils/photo-rights";
import { MAX_METADATA_FIELD_BYTES, metadataField, readFileMetadata } from "./read-metadata";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../images/__fixtures__/${name}`, import.meta.url)));

// A copy: a Node Buffer may sit on a shared pool, which Blob's types do not accept.
const blobOf = (name: string) => new Blob([Uint8Array.from(fixture(name))]);

describe("readFileMetadata", () => {
  it("reads a Lightroom export's title, caption, keywords, alt text and rights", async () => {
    const metadata = await readFileMetadata(blobOf("lightroom.jpg"));
    expect(metadata).toMatchObject({
      title: "Crown of a falling drop",
      description: "A drop of water lands in a still basin and throws up a crown of spray.",
      tags: ["water", "drop", "splash", "macro"],
      rights: { creator: "Élodie Marchand", creditLine: "Lumière Press" },
      licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
    });
    expect(metadata?.altText).toMatch(/^A water droplet splashing/);
  });

  it("gives null for a photo that says nothing about itself, or for a file that is no image", async () => {
    expect(await readFileMetadata(blobOf("canon-gps.jpg"))).toBeNull();
    expect(await readFileMetadata(new Blob(["not an image at all"]))).toBeNull();
    expect(await readFileMetadata(blobOf("truncated.jpg"))).toBeNull();
  });
});

describe("metadataField", () => {
  const metadata: EmbeddedMetadata = {
    title: "Crown",
    tags: ["water"],
    rights: { creator: "Ann Lee" },
  };

  it("is the metadata as JSON, or nothing when there is none", () => {
    expect(JSON.parse(metadataField(metadata)!)).toEqual(metadata);
    expect(metadataField(null)).toBeNull();
    expect(metadataField({ tags: [], rights: {} })).toBeNull();
  });

  it("leaves out a caption too long for the server rather than the rights with it", () => {
    const long = { ...metadata, description: "é".repeat(MAX_METADATA_FIELD_BYTES) };
    const field = metadataField(long)!;
    expect(new TextEncoder().encode(field).length).toBeLessThanOrEqual(MAX_METADATA_FIELD_BYTES);
    expect(JSON.parse(field)).toEqual(metadata);
  });
});
