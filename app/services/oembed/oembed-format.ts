/**
 * An oEmbed answer as the spec's two formats write it (docs/decisions/0070-oembed-and-embeds.md):
 * JSON, or XML with one element per field under <oembed>, values escaped.
 */
export type OEmbedFormat = "json" | "xml";

export type OEmbedFields = Record<string, string | number>;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Field names are ours (the spec's snake_case), so they need no escaping. */
export function oembedXml(fields: OEmbedFields): string {
  const elements = Object.entries(fields).map(
    ([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`,
  );
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>${elements.join("")}</oembed>\n`;
}

export const CONTENT_TYPES: Record<OEmbedFormat, string> = {
  json: "application/json; charset=utf-8",
  xml: "text/xml; charset=utf-8",
};

export function serializeOEmbed(fields: OEmbedFields, format: OEmbedFormat): string {
  return format === "xml" ? oembedXml(fields) : JSON.stringify(fields);
}

/** `format` as asked: absent means JSON; anything else the spec answers 501. */
export function parseFormat(value: string | null): OEmbedFormat | null {
  if (value === null || value === "" || value === "json") return "json";
  return value === "xml" ? "xml" : null;
}
