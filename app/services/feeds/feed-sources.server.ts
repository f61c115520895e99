import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import { HOME_SCOPE, userScope } from "~/data/public-scopes";
import type { User } from "~/data/users.server";
import { noteScope } from "~/server/public-cache/render-scope.server";
import { collectionPath } from "~/services/collection-pages/collection-cards.server";
import { htmlToText } from "~/services/photos/index.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";
import { absoluteUrl } from "~/services/site-url.server";
import { feedAuthor, feedEntry } from "./feed-entry.server";
import type { Feed, FeedEntry } from "./feed-model";
import { feedPaths } from "./feed-paths";

/** The most entries a feed holds (docs/decisions/0069-feeds.md). */
export const FEED_LIMIT = 50;

/*
 * Newest first by upload (`createdAt`): what a follower expects is "what was just put out", and
 * `updatedAt` would bring an old photo back to the top each time its caption is corrected. A photo
 * made public long after its upload keeps its upload's place (the store keeps no publication
 * date), as it does in the sitemap and the portfolio's default order.
 */
const newestFirst = (a: Photo, b: Photo) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function entriesOf(
  photos: Photo[],
  ownerOf: (photo: Photo) => User | undefined,
  origin: string,
) {
  const entries: FeedEntry[] = [];
  for (const photo of photos) {
    const owner = ownerOf(photo);
    const entry = owner ? await feedEntry(photo, owner, origin) : null;
    if (entry) entries.push(entry);
    if (entries.length === FEED_LIMIT) break;
  }
  return entries;
}

/** The newest entry's change, or `fallback` for an empty feed. */
function lastUpdated(entries: FeedEntry[], fallback: Date): Date {
  if (!entries.length) return fallback;
  return new Date(Math.max(...entries.map((entry) => entry.updated.getTime())));
}

function feedOf(
  path: string,
  origin: string,
  fields: Pick<Feed, "title" | "description" | "author">,
  entries: FeedEntry[],
  fallbackDate: Date,
): Feed {
  const paths = feedPaths(path);
  return {
    ...fields,
    homePageUrl: absoluteUrl(origin, path),
    atomUrl: absoluteUrl(origin, paths.atom),
    jsonUrl: absoluteUrl(origin, paths.json),
    updated: lastUpdated(entries, fallbackDate),
    entries,
  };
}

/**
 * /{identifier}/feed.*: the portfolio's newest public photos; null (404) for an unknown or
 * suspended photographer. findPortfolioOwner names the photographer's scope, so their public writes
 * refresh it and nobody else's do (docs/decisions/0051-scoped-cache-invalidation.md).
 */
export async function portfolioFeed(identifier: string, origin: string): Promise<Feed | null> {
  const owner = await findPortfolioOwner(identifier);
  if (!owner) return null;
  const { photos } = await db();
  const [newest, site] = await Promise.all([
    photos.listPublished({ userId: owner.id, order: "newest" }, { limit: FEED_LIMIT }),
    siteSettings(),
  ]);
  const entries = await entriesOf(newest, () => owner, origin);
  const author = feedAuthor(owner, origin);
  const fields = {
    title: `${displayName(owner)} · ${site.siteName}`,
    description: owner.tagline || `Photography by ${displayName(owner)}`,
    author,
  };
  return feedOf(portfolioPath(owner), origin, fields, entries, owner.updatedAt);
}

/**
 * /{identifier}/collections/{slug}/feed.*: a public collection's newest public photos; null (404)
 * for an unknown, unlisted or private collection, as its page (docs/product.md#collection-page).
 */
export async function collectionFeed(
  identifier: string,
  slug: string,
  origin: string,
): Promise<Feed | null> {
  const owner = await findPortfolioOwner(identifier);
  if (!owner) return null;
  const { photoCollections, photos } = await db();
  const collection = await photoCollections.findBySlug(owner.id, slug);
  if (!collection || collection.visibility !== "public") return null;
  const [members, site] = await Promise.all([
    photos.findOwnByIds(owner.id, collection.photoIds, { published: true }),
    siteSettings(),
  ]);
  const entries = await entriesOf(members.sort(newestFirst), () => owner, origin);
  const fields = {
    title: `${collection.title} · ${displayName(owner)} · ${site.siteName}`,
    description:
      htmlToText(collection.description) ||
      `${collection.title}: photographs by ${displayName(owner)}`,
    author: feedAuthor(owner, origin),
  };
  return feedOf(
    collectionPath(owner, collection.slug),
    origin,
    fields,
    entries,
    collection.updatedAt,
  );
}

/**
 * /feed.*: the newest public photos of every photographer on view. Named the home scope, which every
 * public photo write and every change of a listed name or of a watermark moves (ADR 51), and the
 * scopes of the photographers it shows: an entry also carries its owner's default licence, which
 * the home gallery does not show and so does not follow.
 */
export async function siteFeed(origin: string): Promise<Feed> {
  noteScope(HOME_SCOPE);
  const { photos, users } = await db();
  const site = await siteSettings();
  // Read past the limit: a photo whose owner has no portfolio on view (not onboarded) is skipped.
  const newest = await photos.listPublic({ limit: FEED_LIMIT * 2 });
  const shown = await users.listPortfolioOwners([...new Set(newest.map((photo) => photo.userId))]);
  const owners = new Map<string, User>(shown.map((user) => [user.id, user]));
  noteScope(...[...owners.keys()].map(userScope));
  const entries = await entriesOf(newest, (photo) => owners.get(photo.userId), origin);
  const fields = { title: site.siteName, description: site.siteDescription ?? undefined };
  return feedOf("/", origin, fields, entries, new Date());
}
