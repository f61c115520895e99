import { requireUser } from "~/services/auth/guards.server";
import { CollectionNotFoundError } from "~/services/collections/errors.server";
import { getOwnCollection } from "~/services/collections/own-collections.server";
import { ShareLinkNotFoundError } from "~/services/share-links/errors.server";
import { listLinkActivity } from "~/services/share-links/link-activity.server";
import { listShareLinks } from "~/services/share-links/own-links.server";
import { listSelections, selectionsCsvPath } from "~/services/share-links/selections.server";
import { toPublicUser } from "~/services/profile.server";
import { MY_PHOTOS_SIGN_IN, type PhotoView } from "~/utils/photo-view";
import { collectionWithPhotos } from "./collection-pages.server";

/**
 * What a collection's share link pages load (docs/product.md#share-links). Someone else's
 * collection or link, or a missing one, is the same 404 as the collection page's.
 */
export async function notFoundAs404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CollectionNotFoundError || error instanceof ShareLinkNotFoundError) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

/** A signed-in photographer's page: who they are (for My Photos' menu) and what `load` gives. */
export async function photographerPage<T extends object>(
  request: Request,
  load: (userId: string) => Promise<T>,
) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  return { user: toPublicUser(user), ...(await load(user.id)) };
}

/** The collection's title and its links, revoked ones too, with the time they are seen at. */
export function linksPageData(userId: string, collectionId: string) {
  return notFoundAs404(async () => {
    const collection = await getOwnCollection(userId, collectionId);
    return {
      collection: { id: collection.id, title: collection.title },
      links: await listShareLinks(userId, collectionId),
      now: new Date().toISOString(),
    };
  });
}

/**
 * Each guest's selection with the thumbnails of the chosen photos (those still in the
 * collection; one that left it is named without a picture) and where its CSV is.
 */
export function selectionsPageData(userId: string, collectionId: string) {
  return notFoundAs404(async () => {
    const [{ collection, photos }, selections] = await Promise.all([
      collectionWithPhotos(userId, collectionId),
      listSelections(userId, collectionId),
    ]);
    const chosen = new Set(selections.flatMap((s) => s.photos.map((photo) => photo.photoId)));
    const thumbnails: Record<string, PhotoView> = {};
    for (const photo of photos) if (chosen.has(photo.id)) thumbnails[photo.id] = photo;
    return {
      collection: { id: collection.id, title: collection.title },
      selections,
      thumbnails,
      csvPath: selectionsCsvPath(collection.id),
      now: new Date().toISOString(),
    };
  });
}

/** One link's activity, newest first, the last 90 days (ADR 66), with the link it is about. */
export function activityPageData(userId: string, collectionId: string, linkId: string) {
  return notFoundAs404(async () => {
    const [collection, links, activity] = await Promise.all([
      getOwnCollection(userId, collectionId),
      listShareLinks(userId, collectionId),
      listLinkActivity(userId, collectionId, linkId),
    ]);
    const link = links.find((one) => one.id === linkId)!;
    return {
      collection: { id: collection.id, title: collection.title },
      link,
      activity,
      now: new Date().toISOString(),
    };
  });
}
