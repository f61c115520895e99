import { escapeHtml } from "~/services/contact.server";
import type { FeedEntry } from "./feed-model";

/**
 * An entry's content as both formats carry it: the image at web width, the photo's sanitised
 * description, and its licence — so a reader shows the photograph and its terms, not a bare link.
 */
export function entryHtml(entry: FeedEntry): string {
  const parts: string[] = [];
  if (entry.image) {
    const { url, width, height } = entry.image;
    parts.push(
      `<p><img src="${escapeHtml(url)}" width="${width}" height="${height}" alt="${escapeHtml(entry.imageAlt)}"></p>`,
    );
  }
  if (entry.descriptionHtml) parts.push(entry.descriptionHtml);
  const { name, url } = entry.license;
  parts.push(
    url
      ? `<p>Licence: <a href="${escapeHtml(url)}" rel="license">${escapeHtml(name)}</a></p>`
      : `<p>Licence: ${escapeHtml(name)}</p>`,
  );
  return parts.join("\n");
}

/** The licence and rights as one plain text, for Atom's `rights` (RFC 4287, atom:rights). */
export function rightsText(entry: FeedEntry): string {
  const licence = entry.license.url
    ? `${entry.license.name} (${entry.license.url})`
    : entry.license.name;
  return [`Licence: ${licence}`, ...entry.rights].join("\n");
}
