import type { PhotoRights } from "~/utils/photo-rights";

/**
 * What a photo's public copies say about who made it and how it may be used: "rights in, location
 * and identity out" (docs/decisions/0046-rights-in-location-and-identity-out.md). Built once per
 * photo and handed to every encode; it holds only what is given here, never anything from the
 * original file (no GPS, serial numbers, owner name, maker notes, file name or dates).
 */
export interface RightsEmbed {
  /** An XMP packet for every format (AVIF, WebP, JPEG). */
  xmp: string;
  /** EXIF for JPEG only, as sharp's withExif takes it; absent when there is nothing to say. */
  exif?: { IFD0: { Artist?: string; Copyright?: string }; IFD2: { ColorSpace: string } };
}

export interface RightsToEmbed {
  rights: PhotoRights;
  /** The licence's URL (a Creative Commons deed or a custom licence); none for all rights reserved. */
  licenseUrl?: string;
  /** The photographer reserves their work from AI training (the TDM opt-out). */
  aiTrainingReserved: boolean;
}

const NAMESPACES = {
  dc: "http://purl.org/dc/elements/1.1/",
  photoshop: "http://ns.adobe.com/photoshop/1.0/",
  xmpRights: "http://ns.adobe.com/xap/1.0/rights/",
  cc: "http://creativecommons.org/ns#",
  plus: "http://ns.useplus.org/ldf/xmp/1.0/",
} as const;

/** PLUS's Data Mining value that IPTC Photo Metadata 2023.1 defines for "no AI/ML training". */
export const DATA_MINING_PROHIBITED_AI_TRAINING =
  "http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING";

const PUBLIC_DOMAIN = /^https?:\/\/creativecommons\.org\/publicdomain\//;

// XML 1.0 has no way to write these at all, escaped or not; a field pasted from elsewhere may hold them.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

const text = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
const seq = (name: string, value: string) =>
  `<${name}><rdf:Seq><rdf:li>${escapeXml(value)}</rdf:li></rdf:Seq></${name}>`;
const langAlt = (name: string, value: string) =>
  `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></${name}>`;
const resource = (name: string, url: string) => `<${name} rdf:resource="${escapeXml(url)}"/>`;

/**
 * xmpRights:Marked says whether the work is rights-managed: True under a copyright notice or a
 * licence that keeps rights (every CC licence does), False for a public-domain dedication alone.
 */
function marked({ rights, licenseUrl }: RightsToEmbed): "True" | "False" | undefined {
  if (present(rights.copyrightNotice)) return "True";
  if (!present(licenseUrl)) return undefined;
  return PUBLIC_DOMAIN.test(licenseUrl) ? "False" : "True";
}

function xmpProperties(input: RightsToEmbed): string[] {
  const { rights, licenseUrl, aiTrainingReserved } = input;
  const properties: string[] = [];
  if (present(rights.creator)) properties.push(seq("dc:creator", rights.creator));
  if (present(rights.copyrightNotice))
    properties.push(langAlt("dc:rights", rights.copyrightNotice));
  if (present(rights.creditLine)) properties.push(text("photoshop:Credit", rights.creditLine));
  const isMarked = marked(input);
  if (isMarked) properties.push(text("xmpRights:Marked", isMarked));
  // Creative Commons' own XMP puts the deed in WebStatement when no other page states the rights.
  const webStatement = present(rights.webStatement) ? rights.webStatement : licenseUrl;
  if (present(webStatement)) properties.push(text("xmpRights:WebStatement", webStatement));
  if (present(rights.usageTerms))
    properties.push(langAlt("xmpRights:UsageTerms", rights.usageTerms));
  if (present(licenseUrl)) properties.push(resource("cc:license", licenseUrl));
  if (present(rights.licensorUrl)) {
    properties.push(
      `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource">${text(
        "plus:LicensorURL",
        rights.licensorUrl,
      )}</rdf:li></rdf:Seq></plus:Licensor>`,
    );
  }
  if (aiTrainingReserved) {
    properties.push(text("plus:DataMining", DATA_MINING_PROHIBITED_AI_TRAINING));
  }
  return properties;
}

function xmpPacket(properties: string[]): string {
  const declarations = Object.entries(NAMESPACES)
    .map(([prefix, uri]) => `\n  xmlns:${prefix}="${uri}"`)
    .join("");
  return [
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>`,
    `<x:xmpmeta xmlns:x="adobe:ns:meta/">`,
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">`,
    `<rdf:Description rdf:about=""${declarations}>`,
    ...properties.map((p) => `  ${p}`),
    `</rdf:Description>`,
    `</rdf:RDF>`,
    `</x:xmpmeta>`,
    `<?xpacket end="w"?>`,
  ].join("\n");
}

/**
 * EXIF's Artist and Copyright are ASCII. Accents are dropped and © becomes (C), as libvips would
 * do; a value that still is not ASCII (a name in another script) is left to the XMP rather than
 * written as question marks.
 */
export function exifAscii(value: string): string | undefined {
  const ascii = value
    .replace(/©/g, "(C)")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(NOT_XML, "")
    .trim();
  return ascii !== "" && /^[\u0020-\u007E]*$/.test(ascii) ? ascii : undefined;
}

function exifFields({ rights }: RightsToEmbed): RightsEmbed["exif"] {
  const artist = present(rights.creator) ? exifAscii(rights.creator) : undefined;
  const copyright = present(rights.copyrightNotice) ? exifAscii(rights.copyrightNotice) : undefined;
  if (!artist && !copyright) return undefined;
  return {
    IFD0: {
      ...(artist ? { Artist: artist } : {}),
      ...(copyright ? { Copyright: copyright } : {}),
    },
    // libvips would otherwise write ColorSpace "uncalibrated"; the pixels are sRGB (ADR 3).
    IFD2: { ColorSpace: "1" },
  };
}

/**
 * The metadata every public copy of a photo carries, or undefined when there is nothing to say
 * (no rights fields, no licence, no reservation): then copies carry no metadata at all.
 */
export function buildRightsEmbed(input: RightsToEmbed): RightsEmbed | undefined {
  const properties = xmpProperties(input);
  if (properties.length === 0) return undefined;
  const exif = exifFields(input);
  return { xmp: xmpPacket(properties), ...(exif ? { exif } : {}) };
}
