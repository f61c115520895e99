/**
 * A photo's rights and licence: what the photographer's files say about who made them and how
 * they may be used, kept on the photo and written back into every public copy
 * (docs/decisions/0046-rights-in-location-and-identity-out.md). Shared by the server, the forms and
 * the pages, so it holds no server code.
 */

/** The IPTC Photo Metadata rights fields, as Lightroom, Capture One and Photo Mechanic write them. */
export interface PhotoRights {
  /** XMP dc:creator / IPTC By-line. */
  creator?: string;
  /** XMP dc:rights / IPTC CopyrightNotice. */
  copyrightNotice?: string;
  /** XMP photoshop:Credit / IPTC Credit. */
  creditLine?: string;
  /** XMP xmpRights:UsageTerms. */
  usageTerms?: string;
  /** XMP xmpRights:WebStatement: a page that states the rights. */
  webStatement?: string;
  /** XMP plus:Licensor/plus:LicensorURL: where a licence can be bought or asked for. */
  licensorUrl?: string;
}

export const RIGHTS_FIELDS = [
  "creator",
  "copyrightNotice",
  "creditLine",
  "usageTerms",
  "webStatement",
  "licensorUrl",
] as const satisfies readonly (keyof PhotoRights)[];

/** Field labels as the Edit dialog and the photo page show them. */
export const RIGHTS_LABELS: Record<keyof PhotoRights, string> = {
  creator: "Creator",
  copyrightNotice: "Copyright notice",
  creditLine: "Credit line",
  usageTerms: "Rights usage terms",
  webStatement: "Web statement of rights",
  licensorUrl: "Licensor URL",
};

/** The rights as the API and the Edit dialog get them: every field, `null` when the photo has none. */
export type PhotoRightsView = Record<keyof PhotoRights, string | null>;

/** The longest value kept in any rights field (usage terms can be a paragraph). */
export const RIGHTS_MAX_LENGTH = 1000;

/**
 * What Viewfinder reads from a file's IPTC-IIM and XMP: the descriptive fields fill what the
 * photographer left empty; the rights are always kept.
 */
export interface EmbeddedMetadata {
  /** XMP dc:title / IPTC Object Name. */
  title?: string;
  /** XMP dc:description / IPTC Caption-Abstract. */
  description?: string;
  /** XMP dc:subject / IPTC Keywords. */
  tags: string[];
  /** XMP Iptc4xmpCore:AltTextAccessibility (IPTC 2021.1). */
  altText?: string;
  rights: PhotoRights;
  /** XMP cc:license or xmpRights:WebStatement when it names a known licence. */
  licenseUrl?: string;
}

/** The licences a photographer can choose, by SPDX identifier (what the API takes). */
export const LICENSES = [
  { id: "all-rights-reserved", name: "All rights reserved", url: undefined },
  {
    id: "CC-BY-4.0",
    name: "CC BY 4.0",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "CC-BY-SA-4.0",
    name: "CC BY-SA 4.0",
    url: "https://creativecommons.org/licenses/by-sa/4.0/",
  },
  {
    id: "CC-BY-NC-4.0",
    name: "CC BY-NC 4.0",
    url: "https://creativecommons.org/licenses/by-nc/4.0/",
  },
  {
    id: "CC-BY-NC-SA-4.0",
    name: "CC BY-NC-SA 4.0",
    url: "https://creativecommons.org/licenses/by-nc-sa/4.0/",
  },
  {
    id: "CC-BY-ND-4.0",
    name: "CC BY-ND 4.0",
    url: "https://creativecommons.org/licenses/by-nd/4.0/",
  },
  {
    id: "CC-BY-NC-ND-4.0",
    name: "CC BY-NC-ND 4.0",
    url: "https://creativecommons.org/licenses/by-nc-nd/4.0/",
  },
  {
    id: "CC0-1.0",
    name: "CC0 1.0",
    url: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
] as const;

export type KnownLicenseId = (typeof LICENSES)[number]["id"];
/** A known licence's SPDX identifier, `all-rights-reserved`, or a custom licence's https URL. */
export type LicenseValue = KnownLicenseId | (string & {});

export const DEFAULT_LICENSE: KnownLicenseId = "all-rights-reserved";

export const LICENSE_MESSAGES = {
  invalid:
    "Choose a licence from the list, or give your own licence's address (starting with https://).",
} as const;

const byId = new Map<string, (typeof LICENSES)[number]>(LICENSES.map((l) => [l.id, l]));

export function isKnownLicense(value: string): value is KnownLicenseId {
  return byId.has(value);
}

/** A custom licence is an absolute http(s) address; anything else is refused. */
export function isCustomLicenseUrl(value: string): boolean {
  if (value.length > RIGHTS_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The stored value for what a form or the API sent, or undefined when it is not a licence. */
export function parseLicense(value: unknown): LicenseValue | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (isKnownLicense(text)) return text;
  return isCustomLicenseUrl(text) ? text : undefined;
}

/** How a page names a licence, and where its link goes (none for all rights reserved). */
export function describeLicense(value: LicenseValue): { name: string; url?: string } {
  const known = byId.get(value);
  if (known) return { name: known.name, url: known.url };
  return { name: "Custom licence", url: value };
}

/** The licence a Creative Commons URL in a file's metadata names, if it is one of the list. */
export function licenseFromUrl(url: string): LicenseValue | undefined {
  const normal = url
    .trim()
    .replace(/^http:/, "https:")
    .replace(/\/?$/, "/");
  const known = LICENSES.find((l) => l.url === normal);
  if (known) return known.id;
  return isCustomLicenseUrl(url.trim()) ? url.trim() : undefined;
}
