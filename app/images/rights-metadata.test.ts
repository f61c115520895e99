import { describe, expect, it } from "vitest";
import {
  buildRightsEmbed,
  DATA_MINING_PROHIBITED_AI_TRAINING,
  escapeXml,
  exifAscii,
} from "./rights-metadata.server";

const CC0 = "https://creativecommons.org/publicdomain/zero/1.0/";

describe("buildRightsEmbed", () => {
  it("has nothing to embed without rights, licence or reservation", () => {
    expect(buildRightsEmbed({ rights: {}, aiTrainingReserved: false })).toBeUndefined();
    expect(
      buildRightsEmbed({ rights: { creator: "  ", creditLine: "" }, aiTrainingReserved: false }),
    ).toBeUndefined();
  });

  it("writes only the AI-training reservation when that is all there is, and no EXIF", () => {
    const embed = buildRightsEmbed({ rights: {}, aiTrainingReserved: true })!;
    expect(embed.xmp).toContain(
      `<plus:DataMining>${DATA_MINING_PROHIBITED_AI_TRAINING}</plus:DataMining>`,
    );
    expect(embed.xmp).toContain(`xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/"`);
    expect(embed.xmp).not.toMatch(/dc:creator|xmpRights:Marked|cc:license/);
    expect(embed.exif).toBeUndefined();
  });

  it("leaves the reservation out when the photographer allows AI training", () => {
    const embed = buildRightsEmbed({ rights: { creator: "A" }, aiTrainingReserved: false })!;
    expect(embed.xmp).not.toContain("DataMining");
  });

  it("marks a licensed work as rights-managed and a public-domain dedication as not", () => {
    const licensed = buildRightsEmbed({
      rights: {},
      licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
      aiTrainingReserved: false,
    })!;
    expect(licensed.xmp).toContain("<xmpRights:Marked>True</xmpRights:Marked>");
    expect(licensed.xmp).toContain(
      `<cc:license rdf:resource="https://creativecommons.org/licenses/by-nc/4.0/"/>`,
    );
    const publicDomain = buildRightsEmbed({
      rights: {},
      licenseUrl: CC0,
      aiTrainingReserved: false,
    })!;
    expect(publicDomain.xmp).toContain("<xmpRights:Marked>False</xmpRights:Marked>");
    expect(publicDomain.xmp).toContain(`<xmpRights:WebStatement>${CC0}</xmpRights:WebStatement>`);
  });

  it("keeps the photographer's own web statement over the licence's deed", () => {
    const embed = buildRightsEmbed({
      rights: { webStatement: "https://me.test/rights" },
      licenseUrl: CC0,
      aiTrainingReserved: false,
    })!;
    expect(embed.xmp).toContain(
      "<xmpRights:WebStatement>https://me.test/rights</xmpRights:WebStatement>",
    );
  });

  it("writes EXIF Artist and Copyright in ASCII, and says the pixels are sRGB", () => {
    const embed = buildRightsEmbed({
      rights: { creator: "Zoë Ünal", copyrightNotice: "© 2026 Zoë" },
      aiTrainingReserved: false,
    })!;
    expect(embed.exif).toEqual({
      IFD0: { Artist: "Zoe Unal", Copyright: "(C) 2026 Zoe" },
      IFD2: { ColorSpace: "1" },
    });
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });
});

describe("exifAscii", () => {
  it("leaves a name in another script to the XMP rather than writing question marks", () => {
    expect(exifAscii("山田 太郎")).toBeUndefined();
    expect(exifAscii("Ørjan")).toBeUndefined();
    expect(exifAscii("José")).toBe("Jose");
  });
});
