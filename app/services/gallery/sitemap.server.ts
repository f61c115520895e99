import { db } from "~/data/db.server";
import { PUBLISHED, toPhotoView } from "~/services/photos/index.server";
import { collectionPath } from "~/services/collection-pages/collection-cards.server";
import { portfolioPath } from "~/utils/portfolio-url";
import { absoluteUrl } from "~/services/site-url.server";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/**
 * sitemap.xml: the home page, every portfolio with public photos, each public photo's page with
 * its image (the web-width copy a visitor is shown, watermarked when its owner says so, ADR 65)
 * and each public collection's page (docs/product.md#collection-page; never an unlisted or private
 * one).
 */
export async function buildSitemap(origin: string): Promise<string> {
  const { users, photos, photoCollections } = await db();
  const urls: { loc: string; lastmod?: Date; image?: string }[] = [{ loc: `${origin}/` }];
  for (const user of await users.list()) {
    if (!user.username) continue;
    const published = await photos.listByUser(user.id, PUBLISHED);
    if (!published.length) continue;
    const base = `${origin}${portfolioPath(user)}`;
    urls.push({ loc: base, lastmod: published[0]!.updatedAt });
    for (const photo of published) {
      const { imageUrl } = toPhotoView(photo, user);
      urls.push({
        loc: `${base}/photos/${photo.id}`,
        lastmod: photo.updatedAt,
        ...(imageUrl ? { image: absoluteUrl(origin, imageUrl) } : {}),
      });
    }
    for (const collection of await photoCollections.listByUser(user.id)) {
      if (collection.visibility !== "public") continue;
      urls.push({
        loc: `${origin}${collectionPath(user, collection.slug)}`,
        lastmod: collection.updatedAt,
      });
    }
  }
  const body = urls
    .map(
      ({ loc, lastmod, image }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}${image ? `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${body}\n</urlset>\n`;
}
