import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { publicCollection } from "~/services/collections/public-collections.server";
import { collectionPath } from "~/services/collection-pages/collection-cards.server";
import { permalinkData } from "~/services/gallery/permalink.server";
import { findPortfolioOwner, portfolioOnView } from "~/services/portfolio.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";
import { frameWithin, largestFitting, smallestFitting, type SizeLimits } from "./fit-size";
import type { OEmbedFields } from "./oembed-format";
import type { OEmbedTarget } from "./oembed-target";
import { webImagesById, webImagesOf, type WebImage } from "./web-images.server";
import { embedPathOf } from "~/services/embeds/embed-paths";

/** The embedded collection's frame when the consumer sets no limit: a 4:3 box the grid fills. */
export const PREFERRED_FRAME = { width: 640, height: 480 };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

async function commonFields(owner: User, origin: string) {
  const site = await siteSettings();
  return {
    version: "1.0",
    author_name: displayName(owner),
    author_url: `${origin}${portfolioPath(owner)}`,
    provider_name: site.siteName,
    provider_url: `${origin}/`,
  };
}

function thumbnailFields(images: WebImage[], limits: SizeLimits): OEmbedFields {
  const thumbnail = smallestFitting(images, limits);
  if (!thumbnail) return {};
  return {
    thumbnail_url: thumbnail.url,
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
  };
}

/**
 * A photo page's answer, when it is a page a visitor can open: the page's own loader rule
 * (`permalinkData`, with no viewer), so a private photo, a suspended owner's or one that is not
 * in the home gallery at /photos/{id} has no answer. Its owner's scope (ADR 51) is noted there.
 */
async function photoAnswer(
  target: Extract<OEmbedTarget, { kind: "photo" }>,
  limits: SizeLimits,
  origin: string,
): Promise<OEmbedFields | null> {
  const owner = target.identifier === null ? null : await findPortfolioOwner(target.identifier);
  if (target.identifier !== null && !owner) return null;
  const page = await permalinkData({
    owner,
    viewer: null,
    photoId: target.photoId,
    category: null,
  });
  if (!page) return null;
  const { photos, users } = await db();
  const stored = await photos.findById(page.photo.id);
  const photographer = owner ?? (stored && (await users.findById(stored.userId)));
  if (!stored || !photographer || !portfolioOnView(photographer)) return null;
  const images = webImagesOf(stored, photographer, origin);
  // The spec: a provider must respect maxwidth and maxheight. When no copy fits, it has no
  // answer to give, and "no response for the url" is its 404 (501 is kept for the format).
  const image = largestFitting(images, limits);
  if (!image) return null;
  return {
    type: "photo",
    ...(await commonFields(photographer, origin)),
    title: page.photo.title,
    url: image.url,
    width: image.width,
    height: image.height,
    ...thumbnailFields(images, limits),
  };
}

/** A public collection's answer: its embeddable view in a frame (app/services/embeds). */
async function collectionAnswer(
  target: Extract<OEmbedTarget, { kind: "collection" }>,
  limits: SizeLimits,
  origin: string,
): Promise<OEmbedFields | null> {
  const owner = await findPortfolioOwner(target.identifier);
  const found = owner && (await publicCollection(owner, target.slug));
  if (!owner || !found) return null;
  const { collection } = found;
  const frame = frameWithin(PREFERRED_FRAME, limits);
  const src = `${origin}${embedPathOf(collectionPath(owner, collection.slug))}`;
  const title = `${collection.title} · ${displayName(owner)}`;
  const html =
    `<iframe src="${escapeAttribute(src)}" width="${frame.width}" height="${frame.height}"` +
    ` title="${escapeAttribute(title)}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
  const cover = collection.coverPhoto;
  const images = cover ? await webImagesById(cover.id, owner, origin) : [];
  return {
    type: "rich",
    ...(await commonFields(owner, origin)),
    title: collection.title,
    html,
    width: frame.width,
    height: frame.height,
    ...thumbnailFields(images, limits),
  };
}

/** The oEmbed fields for a target, or null when a visitor could not open its page (404). */
export function oembedAnswer(
  target: OEmbedTarget,
  limits: SizeLimits,
  origin: string,
): Promise<OEmbedFields | null> {
  return target.kind === "photo"
    ? photoAnswer(target, limits, origin)
    : collectionAnswer(target, limits, origin);
}
