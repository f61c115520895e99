import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import type { Derivative } from "./encode.server";
import { makeDeferredDerivatives, processImage } from "./process-image.server";
import {
  buildRightsEmbed,
  DATA_MINING_PROHIBITED_AI_TRAINING,
  type RightsEmbed,
} from "./rights-metadata.server";

// "Rights in, location and identity out" (ADR 46), read back the way anyone downloading a public
// copy would: with exiftool, from every derivative of real camera files.

const RIGHTS = {
  creator: "Ana Lúcia Ferreira",
  copyrightNotice: "© 2026 Ana Lúcia Ferreira",
  creditLine: "Ana Ferreira / Viewfinder",
  usageTerms: "Licensed under CC BY 4.0; credit the photographer.",
  webStatement: "https://ana.example.test/rights",
  licensorUrl: "https://ana.example.test/licensing",
};
const LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/";

/** Camera files with GPS, body serial numbers, an owner name, maker notes and their own rights. */
const ORIGINALS = ["canon-gps.jpg", "lightroom.jpg", "lightroom.tiff", "lightroom.heic"].filter(
  (name) => existsSync(new URL(`./__fixtures__/${name}`, import.meta.url)),
);

type Tags = Record<string, unknown>;

let folder: string;
beforeAll(() => void (folder = mkdtempSync(path.join(tmpdir(), "rights-out-"))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** exiftool's reading of each derivative, written under a neutral name. */
function readTags(derivatives: Derivative[]): Tags[] {
  const files = derivatives.map((d, i) => {
    const file = path.join(folder, `${i}-${d.name}`);
    writeFileSync(file, d.buffer);
    return file;
  });
  const json = execFileSync("exiftool", ["-q", "-j", "-G1", "-a", "-n", ...files], {
    encoding: "utf8",
  });
  // The file's own facts (its temporary name, dates and size on this disk) are not metadata.
  return (JSON.parse(json) as Tags[]).map((tags) =>
    Object.fromEntries(
      Object.entries(tags).filter(
        ([key]) => !/^(SourceFile|ExifTool:|System:|File:|Composite:)/.test(key),
      ),
    ),
  );
}

const IDENTITY_OR_LOCATION =
  /GPS|Serial|OwnerName|Owner|MakerNote|Canon|:Make$|:Model$|Lens|Software|Date|FileName|Document|Instance|ICC/i;

function expectNothingIdentifying(tags: Tags, buffer: Buffer, original: string) {
  expect(Object.keys(tags).filter((key) => IDENTITY_OR_LOCATION.test(key))).toEqual([]);
  expect(Object.keys(tags).filter((key) => /^(IPTC|Photoshop|ICC_Profile):/.test(key))).toEqual([]);
  expect(buffer.includes(path.basename(original, path.extname(original)))).toBe(false);
  // The fixtures' body serial numbers (canon-gps.jpg's maker notes, lightroom.*'s EXIF).
  for (const serial of ["0330128148", "6012345"]) expect(buffer.includes(serial)).toBe(false);
}

describe.each(ORIGINALS)("every derivative of %s", (original) => {
  const embed = buildRightsEmbed({
    rights: RIGHTS,
    licenseUrl: LICENSE_URL,
    aiTrainingReserved: true,
  })!;
  let derivatives: Derivative[];
  let tags: Tags[];
  beforeAll(async () => {
    derivatives = (await processImage(fixture(original), { embed })).derivatives;
    tags = readTags(derivatives);
  }, 60_000);

  it("is made in all three formats", () => {
    expect(new Set(derivatives.map((d) => d.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    expect(tags).toHaveLength(derivatives.length);
  });

  it("carries the creator, copyright, credit, licence, web statement and AI-training reservation", () => {
    for (const [i, d] of derivatives.entries()) {
      expect({ format: d.format, width: d.width, ...pick(tags[i]!) }).toEqual({
        format: d.format,
        width: d.width,
        "XMP-dc:Creator": RIGHTS.creator,
        "XMP-dc:Rights": RIGHTS.copyrightNotice,
        "XMP-photoshop:Credit": RIGHTS.creditLine,
        "XMP-xmpRights:UsageTerms": RIGHTS.usageTerms,
        "XMP-xmpRights:WebStatement": RIGHTS.webStatement,
        "XMP-xmpRights:Marked": true,
        "XMP-cc:License": LICENSE_URL,
        "XMP-plus:LicensorURL": RIGHTS.licensorUrl,
        "XMP-plus:DataMining": DATA_MINING_PROHIBITED_AI_TRAINING,
        ...(d.format === "jpeg"
          ? { "IFD0:Artist": "Ana Lucia Ferreira", "IFD0:Copyright": "(C) 2026 Ana Lucia Ferreira" }
          : {}),
      });
    }
  });

  it("carries no location, camera, serial number, owner, maker notes, dates or file name", () => {
    for (const [i, d] of derivatives.entries())
      expectNothingIdentifying(tags[i]!, d.buffer, original);
  });
});

/** The XMP and the EXIF rights tags exiftool found, without the technical ones. */
function pick(tags: Tags): Tags {
  return Object.fromEntries(
    Object.entries(tags).filter(
      ([key]) => key.startsWith("XMP-") || key === "IFD0:Artist" || key === "IFD0:Copyright",
    ),
  );
}

describe("derivatives without rights to embed", () => {
  it("carry no metadata at all, as before", async () => {
    const { derivatives } = await processImage(fixture("canon-gps.jpg"));
    for (const [i, tags] of readTags(derivatives).entries()) {
      const groups = new Set(Object.keys(tags).map((key) => key.split(":")[0]));
      expect([
        derivatives[i]!.format,
        [...groups].filter((g) => /XMP|IFD|EXIF|GPS|IPTC|ICC/i.test(g)),
      ]).toEqual([derivatives[i]!.format, []]);
    }
  });
});

describe("the copies an upload leaves for later", () => {
  it("carry the rights given when they are made", async () => {
    const embed = buildRightsEmbed({
      rights: { creator: "Later Photographer" },
      aiTrainingReserved: true,
    }) as RightsEmbed;
    const made = await makeDeferredDerivatives(
      { derivatives: [{ width: 640, format: "avif" }] },
      async () => fixture("canon-gps.jpg"),
      embed,
    );
    const [tags] = readTags(made);
    expect(pick(tags!)).toEqual({
      "XMP-dc:Creator": "Later Photographer",
      "XMP-plus:DataMining": DATA_MINING_PROHIBITED_AI_TRAINING,
    });
    expectNothingIdentifying(tags!, made[0]!.buffer, "canon-gps.jpg");
  });
});

describe("values that look like markup", () => {
  it("survive the round trip through XMP and EXIF as the photographer typed them", async () => {
    const creator = `Ann "<&>" O'Brien`;
    const embed = buildRightsEmbed({
      rights: { creator, copyrightNotice: "</rdf:li> & <x:xmpmeta>", creditLine: "]]> <!--" },
      licenseUrl: "https://example.test/licence?a=1&b=<2>",
      aiTrainingReserved: false,
    })!;
    const { derivatives } = await processImage(fixture("canon-gps.jpg"), {
      embed,
      widths: [320],
    });
    for (const [i, tags] of readTags(derivatives).entries()) {
      expect([derivatives[i]!.format, pick(tags)]).toEqual([
        derivatives[i]!.format,
        {
          "XMP-dc:Creator": creator,
          "XMP-dc:Rights": "</rdf:li> & <x:xmpmeta>",
          "XMP-photoshop:Credit": "]]> <!--",
          "XMP-xmpRights:Marked": true,
          "XMP-xmpRights:WebStatement": "https://example.test/licence?a=1&b=<2>",
          "XMP-cc:License": "https://example.test/licence?a=1&b=<2>",
          ...(derivatives[i]!.format === "jpeg"
            ? { "IFD0:Artist": creator, "IFD0:Copyright": "</rdf:li> & <x:xmpmeta>" }
            : {}),
        },
      ]);
    }
  });
});
