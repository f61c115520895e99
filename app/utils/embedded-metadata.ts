/**
 * Reads what a photographer typed into Lightroom's (or Capture One's, or Photo Mechanic's) IPTC
 * panel from the file itself: title, caption, keywords, alt text, and the rights. Used on upload
 * on the server and, later, in the upload dialog, so it uses no Node API.
 *
 * XMP wins over IPTC-IIM when both hold a field: IIM is the legacy copy, often stale, and the
 * IPTC's own guidance (and Lightroom) treat XMP as the one to trust.
 */
import * as exifr from "exifr/dist/full.esm.mjs";
import {
  isKnownLicense,
  licenseFromUrl,
  RIGHTS_MAX_LENGTH,
  type EmbeddedMetadata,
  type PhotoRights,
} from "./photo-rights";

type ExifrOptions = NonNullable<Parameters<typeof exifr.sidecar>[1]>;
/** One XMP namespace (dc, xmpRights, …) or the IIM record, as exifr hands it back. */
type Namespace = Record<string, unknown>;
type Namespaces = Record<string, Namespace | undefined>;

/**
 * Only the two blocks we use; EXIF, GPS, maker notes and ICC stay unread, so nothing private
 * is even parsed. `mergeOutput: false` keeps the XMP namespaces apart (dc:title is not
 * IIM ObjectName).
 */
const EXIFR_OPTIONS: ExifrOptions = {
  tiff: false,
  ifd1: false,
  exif: false,
  gps: false,
  interop: false,
  makerNote: false,
  userComment: false,
  icc: false,
  jfif: false,
  ihdr: false,
  iptc: true,
  xmp: true,
  mergeOutput: false,
};

export async function readEmbeddedMetadata(
  input: Uint8Array | ArrayBuffer,
): Promise<EmbeddedMetadata> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const { xmp, iim } = await readBlocks(bytes);
  return mapMetadata(xmp, iim);
}

async function readBlocks(bytes: Uint8Array): Promise<{ xmp: Namespaces; iim: Namespace }> {
  let found: Namespaces = {};
  let iim: Namespace = {};
  if (isTiff(bytes)) {
    // exifr 7 throws on a TIFF whose IIM tag is typed LONG, which is how Photoshop and exiftool
    // store it, so the IIM block is cut out of IFD0 here and given to exifr's IIM parser alone.
    found = (await safely(() => exifr.parse(bytes, { ...EXIFR_OPTIONS, iptc: false }))) ?? {};
    const block = tiffIptcBlock(bytes);
    if (block) iim = (await safely(() => exifr.sidecar(block, EXIFR_OPTIONS, "iptc"))) ?? {};
  } else {
    found = (await safely(() => exifr.parse(bytes, EXIFR_OPTIONS))) ?? {};
    iim = found.iptc ?? {};
  }
  if (hasXmp(found)) return { xmp: found, iim };
  // exifr 7 reads no XMP from HEIF, WebP or an unknown container; the XMP packet is plain
  // UTF-8 text wherever it sits, so find it and parse it on its own (the XMP spec's packet scan).
  const packet = findXmpPacket(bytes);
  const scanned = packet && (await safely(() => exifr.sidecar(packet, EXIFR_OPTIONS, "xmp")));
  return { xmp: scanned || {}, iim };
}

async function safely(read: () => Promise<unknown>): Promise<Namespaces | undefined> {
  try {
    const result = await read();
    return result && typeof result === "object" ? (result as Namespaces) : undefined;
  } catch {
    // A damaged or foreign file simply has no metadata to offer.
    return undefined;
  }
}

const XMP_NAMESPACES = ["dc", "xmpRights", "photoshop", "plus", "cc", "Iptc4xmpCore"];

function hasXmp(xmp: Namespaces): boolean {
  return XMP_NAMESPACES.some((ns) => xmp[ns] !== undefined);
}

function mapMetadata(xmp: Namespaces, iim: Namespace): EmbeddedMetadata {
  const dc = xmp.dc ?? {};
  const xmpRights = xmp.xmpRights ?? {};
  const either = (fromXmp: string | undefined, fromIim: string | undefined) => fromXmp ?? fromIim;
  const capped = (value: string | undefined) => cap(value, RIGHTS_MAX_LENGTH);

  const rights: PhotoRights = {
    creator: capped(either(joined(dc.creator), joined(iim.Byline, iimText))),
    copyrightNotice: capped(either(text(dc.rights), iimText(iim.CopyrightNotice))),
    creditLine: capped(either(text(xmp.photoshop?.Credit), iimText(iim.Credit))),
    usageTerms: capped(text(xmpRights.UsageTerms)),
    webStatement: capped(text(xmpRights.WebStatement)),
    licensorUrl: capped(licensorUrl(xmp.plus?.Licensor)),
  };
  const tags = uniqueTags(list(dc.subject).map(text));
  return withoutEmpty({
    title: either(text(dc.title), iimText(iim.ObjectName)),
    description: either(text(dc.description), iimText(iim.Caption)),
    tags: tags.length > 0 ? tags : uniqueTags(list(iim.Keywords).map(iimText)),
    altText: capped(text(xmp.Iptc4xmpCore?.AltTextAccessibility)),
    rights: withoutEmpty(rights),
    licenseUrl: capped(licenseUrl(xmp.cc?.license, rights.webStatement)),
  });
}

/**
 * The licence: cc:license, or else a web statement that is itself a known Creative Commons
 * licence (Lightroom has no licence field, so photographers put the CC address there).
 */
function licenseUrl(ccLicense: unknown, webStatement: string | undefined): string | undefined {
  const declared = text(ccLicense);
  if (declared) return declared;
  const named = webStatement ? licenseFromUrl(webStatement) : undefined;
  return named && isKnownLicense(named) ? webStatement : undefined;
}

/** plus:Licensor is a list of structures; the first licensor is the one to contact. */
function licensorUrl(licensors: unknown): string | undefined {
  const first = list(licensors)[0];
  return first && typeof first === "object" ? text(field(first, "LicensorURL")) : undefined;
}

/**
 * An XMP value as plain text. exifr hands back language alternatives as `{ lang, value }`
 * (or a list of them), URIs as `{ resource }`, numbers and booleans already converted, and
 * XML entities still escaped.
 */
function text(value: unknown): string | undefined {
  if (typeof value === "string") return clean(decodeXmlEntities(value));
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const preferred = value.find((item) => field(item, "lang") === "x-default") ?? value[0];
    return text(preferred);
  }
  if (value && typeof value === "object") {
    return text(field(value, "value") ?? field(value, "resource"));
  }
  return undefined;
}

/**
 * exifr reads IIM as Latin-1 whatever the file's CodedCharacterSet says, yet Lightroom and
 * exiftool write UTF-8: bytes that form valid UTF-8 are taken as UTF-8 (Latin-1 text almost
 * never does), the rest stays Latin-1.
 */
function iimText(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  const bytes = Uint8Array.from(value, (char) => char.charCodeAt(0));
  if (bytes.some((byte) => byte >= 0x80)) {
    try {
      return clean(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      // Not UTF-8: Latin-1 as read.
    }
  }
  return clean(value);
}

/** A list joined for one field (dc:creator, IIM By-line): "Ann Lee, Studio North". */
function joined(
  value: unknown,
  read: (item: unknown) => string | undefined = text,
): string | undefined {
  const parts = list(value)
    .map(read)
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Keywords trimmed, empty ones dropped, repeats (in any letter case) kept once. */
function uniqueTags(tags: (string | undefined)[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const tag of tags) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    unique.push(tag);
  }
  return unique;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

function clean(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** At most `max` characters, never splitting an emoji or other astral character in two. */
function cap(value: string | undefined, max: number): string | undefined {
  if (value === undefined || value.length <= max) return value;
  return Array.from(value).slice(0, max).join("");
}

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeXmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return XML_ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Drops keys whose value is undefined, so results compare cleanly and serialise small. */
function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function isTiff(bytes: Uint8Array): boolean {
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
  return (
    (order === "II" && bytes[2] === 42 && bytes[3] === 0) ||
    (order === "MM" && bytes[2] === 0 && bytes[3] === 42)
  );
}

const TIFF_TAG_IPTC = 0x83bb;
const TIFF_TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 7: 1 };

/** The raw IPTC-IIM block stored in a classic TIFF's first IFD, if any. */
function tiffIptcBlock(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.length < 8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) return undefined;
    if (view.getUint16(entry, little) !== TIFF_TAG_IPTC) continue;
    const size = TIFF_TYPE_SIZES[view.getUint16(entry + 2, little)];
    if (!size) return undefined;
    const length = size * view.getUint32(entry + 4, little);
    const start = length <= 4 ? entry + 8 : view.getUint32(entry + 8, little);
    return start + length <= bytes.length ? bytes.subarray(start, start + length) : undefined;
  }
  return undefined;
}

const PACKET_START = new TextEncoder().encode("<x:xmpmeta");
const PACKET_END = new TextEncoder().encode("</x:xmpmeta>");

/** The first XMP packet anywhere in the file, as its bytes. */
function findXmpPacket(bytes: Uint8Array): Uint8Array | undefined {
  const start = indexOfBytes(bytes, PACKET_START, 0);
  if (start < 0) return undefined;
  const end = indexOfBytes(bytes, PACKET_END, start);
  return end < 0 ? undefined : bytes.subarray(start, end + PACKET_END.length);
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(needle[0], from); at >= 0 && at <= last;) {
    let match = true;
    for (let k = 1; k < needle.length && match; k++) match = haystack[at + k] === needle[k];
    if (match) return at;
    at = haystack.indexOf(needle[0], at + 1);
  }
  return -1;
}
