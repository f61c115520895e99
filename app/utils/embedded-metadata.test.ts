import { describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { readEmbeddedMetadata } from "./embedded-metadata";
import { RIGHTS_MAX_LENGTH, type EmbeddedMetadata } from "./photo-rights";

// What make-rights-fixtures.sh writes into the lightroom.* fixtures.
const LIGHTROOM: EmbeddedMetadata = {
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
  licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
};

const NOTHING: EmbeddedMetadata = { tags: [], rights: {} };

/** A JPEG holding only the given XMP, the way Lightroom embeds it (APP1, Adobe's header). */
function jpegWithXmp(description: string): Uint8Array {
  const packet = new TextEncoder().encode(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
      `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
      `xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/" ` +
      `xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">${description}</rdf:Description>` +
      `</rdf:RDF></x:xmpmeta>`,
  );
  const header = new TextEncoder().encode("http://ns.adobe.com/xap/1.0/\0");
  const length = 2 + header.length + packet.length;
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...header,
    ...packet,
    0xff,
    0xd9,
  ]);
}

describe("readEmbeddedMetadata", () => {
  it.each(["lightroom.jpg", "lightroom.tiff", "lightroom.heic"])(
    "reads every IPTC field Lightroom writes from %s",
    async (name) => {
      expect(await readEmbeddedMetadata(fixture(name))).toEqual(LIGHTROOM);
    },
  );

  it("reads from an ArrayBuffer as from bytes", async () => {
    const bytes = fixture("lightroom.jpg");
    const buffer = new Uint8Array(bytes).buffer;
    expect(await readEmbeddedMetadata(buffer)).toEqual(LIGHTROOM);
  });

  it("never returns the camera, its serial number or the GPS position", async () => {
    const found = JSON.stringify(await readEmbeddedMetadata(fixture("lightroom.jpg")));
    expect(found).not.toMatch(/NIKON|6012345|43\.29|5\.37|17'/);
  });

  it("prefers XMP to IPTC-IIM where both hold a field, and cleans what XMP holds", async () => {
    expect(await readEmbeddedMetadata(fixture("rights-xmp-vs-iim.jpg"))).toEqual({
      // Padded, and the x-default of two languages.
      title: "Crown of a falling drop",
      // XML entities decoded; markup left as text for the caller to sanitise.
      description: "Caption written in Lightroom & Bridge: <b>not</b> HTML.",
      // " water " and "water" once, a blank keyword dropped, "2024" kept as text.
      tags: ["water", "drop", "2024"],
      rights: {
        creator: "Élodie Marchand, Lumière Press",
        copyrightNotice: "© 2024 Élodie Marchand",
        // XMP has no credit line: the IIM one fills in.
        creditLine: "Credit only in IIM",
        // The first of two licensors.
        licensorUrl: "https://elodie-marchand.example/licensing",
      },
      licenseUrl: "http://creativecommons.org/licenses/by/4.0",
    });
  });

  it("reads IPTC-IIM alone, in UTF-8, with repeated creators and keywords", async () => {
    expect(await readEmbeddedMetadata(fixture("rights-iim-only.jpg"))).toEqual({
      title: "Crown of a falling drop",
      description: "A drop of water lands in a still basin.",
      tags: ["water", "drop"],
      rights: {
        creator: "Élodie Marchand, Lumière Press",
        copyrightNotice: "© 2024 Élodie Marchand",
        creditLine: "Lumière Press",
      },
    });
  });

  it("reads Latin-1 IPTC-IIM from a TIFF", async () => {
    expect(await readEmbeddedMetadata(fixture("rights-iim-only.tiff"))).toEqual({
      title: "Crown of a falling drop",
      tags: ["water", "drop"],
      rights: {
        creator: "Élodie Marchand",
        copyrightNotice: "© 2024 Élodie Marchand",
        creditLine: "Lumière Press",
      },
    });
  });

  it("takes a web statement that is a Creative Commons licence as the licence", async () => {
    const file = jpegWithXmp(
      "<xmpRights:WebStatement>https://creativecommons.org/licenses/by-sa/4.0/</xmpRights:WebStatement>",
    );
    expect(await readEmbeddedMetadata(file)).toEqual({
      tags: [],
      rights: { webStatement: "https://creativecommons.org/licenses/by-sa/4.0/" },
      licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
    });
  });

  it("does not take a photographer's own rights page as a licence", async () => {
    const file = jpegWithXmp(
      "<xmpRights:WebStatement>https://ann.example/rights</xmpRights:WebStatement>",
    );
    expect((await readEmbeddedMetadata(file)).licenseUrl).toBeUndefined();
  });

  it("caps rights fields at the rights limit and leaves the caption's length to the caller", async () => {
    const long = "x".repeat(RIGHTS_MAX_LENGTH + 50);
    const file = jpegWithXmp(
      `<photoshop:Credit>${long}</photoshop:Credit>` +
        `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${long}</rdf:li></rdf:Alt></dc:description>`,
    );
    const found = await readEmbeddedMetadata(file);
    expect(found.rights.creditLine).toHaveLength(RIGHTS_MAX_LENGTH);
    expect(found.description).toHaveLength(RIGHTS_MAX_LENGTH + 50);
  });

  it("takes the first language of a title that has no x-default, and a lone keyword", async () => {
    const file = jpegWithXmp(
      `<dc:title><rdf:Alt><rdf:li xml:lang="fr">Couronne</rdf:li><rdf:li xml:lang="de">Krone</rdf:li></rdf:Alt></dc:title>` +
        `<dc:subject><rdf:Bag><rdf:li>water</rdf:li></rdf:Bag></dc:subject>`,
    );
    expect(await readEmbeddedMetadata(file)).toEqual({
      title: "Couronne",
      tags: ["water"],
      rights: {},
    });
  });

  it("leaves out fields that hold only spaces", async () => {
    const file = jpegWithXmp(
      `<photoshop:Credit>   </photoshop:Credit>` +
        `<dc:title><rdf:Alt><rdf:li xml:lang="x-default"> </rdf:li></rdf:Alt></dc:title>`,
    );
    expect(await readEmbeddedMetadata(file)).toEqual(NOTHING);
  });

  it.each(["meadow.png", "canon-gps.jpg", "truncated.jpg", "notes-renamed.jpg", "drawing.svg"])(
    "finds nothing in %s, which has no IPTC or rights",
    async (name) => {
      expect(await readEmbeddedMetadata(fixture(name))).toEqual(NOTHING);
    },
  );

  it("finds nothing in random bytes or an empty file, and does not throw", async () => {
    const random = new Uint8Array(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 251;
    expect(await readEmbeddedMetadata(random)).toEqual(NOTHING);
    expect(await readEmbeddedMetadata(new Uint8Array([0xff, 0xd8, ...random]))).toEqual(NOTHING);
    expect(await readEmbeddedMetadata(new Uint8Array(0))).toEqual(NOTHING);
    expect(await readEmbeddedMetadata(new Uint8Array([0x49, 0x49, 42, 0]))).toEqual(NOTHING);
    expect(
      await readEmbeddedMetadata(new Uint8Array([0x4d, 0x4d, 0, 42, 0xff, 0xff, 0xff, 0xff])),
    ).toEqual(NOTHING);
  });
});
