import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import { getOwnCollection } from "~/services/collections/own-collections.server";
import { fileNameStem } from "~/utils/original-file-name";
import { csvText, lightroomFilter } from "./selection-files";

/**
 * The photographer's view of what guests chose through a collection's links
 * (docs/decisions/0066-favourites-proofing-activity.md): per guest, their favourites in the
 * collection's order with their comments, the file names as a Lightroom Classic filter, and the
 * same as CSV. Revoked links still count: revoking ends a guest's access, not their choice.
 */
export interface SelectionView {
  link: { id: string; label: string };
  guest: { id: string; name: string; email: string };
  sentAt: string | null;
  photos: { photoId: string; title: string; fileName: string; comment: string | null }[];
  lightroomFilter: string;
}

/**
 * The name Lightroom's filter matches: the uploaded file's name without its extension, so the
 * filter finds the frame's RAW as well as its JPEG. A photo stored before uploads kept the name
 * falls back to its title (which a bulk upload makes from the file name), else its id.
 */
export const selectionFileName = (photo: Pick<Photo, "id" | "title" | "originalFileName">) =>
  (photo.originalFileName && fileNameStem(photo.originalFileName)) ||
  photo.title.trim() ||
  photo.id;

interface SelectionRow {
  view: SelectionView;
  /** When each favourite was chosen, by photo id (the CSV's time column). */
  chosenAt: Map<string, Date>;
}

async function selectionRows(userId: string, collectionId: string): Promise<SelectionRow[]> {
  const collection = await getOwnCollection(userId, collectionId);
  const { shareLinks, linkGuests, linkFavourites, photos } = await db();
  const links = await shareLinks.listByCollection(collectionId);
  const linkIds = links.map((link) => link.id);
  const [guests, favourites] = await Promise.all([
    linkGuests.listByLinks(linkIds),
    linkFavourites.listByLinks(linkIds),
  ]);
  const photoIds = [...new Set(favourites.map((favourite) => favourite.photoId))];
  const found = new Map((await photos.findOwnByIds(userId, photoIds)).map((p) => [p.id, p]));
  // The collection's order first; a photo that left it since sorts after, as it was chosen.
  const position = new Map(collection.photoIds.map((id, index) => [id, index]));
  const rank = (photoId: string) => position.get(photoId) ?? Number.MAX_SAFE_INTEGER;
  const labels = new Map(links.map((link) => [link.id, link.label]));
  return guests.flatMap((guest) => {
    const own = favourites
      .filter((favourite) => favourite.guestId === guest.id && found.has(favourite.photoId))
      .sort((a, b) => rank(a.photoId) - rank(b.photoId));
    if (!own.length && !guest.selectionSentAt) return [];
    const chosen = own.map(({ photoId, comment }) => {
      const photo = found.get(photoId)!;
      return {
        photoId,
        title: photo.title,
        fileName: selectionFileName(photo),
        comment: comment || null,
      };
    });
    const view: SelectionView = {
      link: { id: guest.linkId, label: labels.get(guest.linkId) ?? "" },
      guest: { id: guest.id, name: guest.name, email: guest.email },
      sentAt: guest.selectionSentAt?.toISOString() ?? null,
      photos: chosen,
      lightroomFilter: lightroomFilter(chosen.map((photo) => photo.fileName)),
    };
    return [{ view, chosenAt: new Map(own.map((f) => [f.photoId, f.createdAt])) }];
  });
}

/** GET /api/collections/{id}/selections: each guest's selection; 404 for a foreign collection. */
export async function listSelections(
  userId: string,
  collectionId: string,
): Promise<SelectionView[]> {
  return (await selectionRows(userId, collectionId)).map((row) => row.view);
}

/** The photographer's page of a collection's guests' selections (My Photos, ADR 67). */
export const ownSelectionsPath = (collectionId: string) =>
  `/my-photos/collections/${collectionId}/selections`;

/** Where the CSV of a collection's selections is downloaded. */
export const selectionsCsvPath = (collectionId: string) =>
  `/api/collections/${collectionId}/selections.csv`;

export const SELECTIONS_CSV_HEADER = [
  "Link",
  "Guest",
  "Email",
  "File name",
  "Title",
  "Comment",
  "Chosen at",
] as const;

/** One row per favourite, for a spreadsheet (UTF-8 with BOM, formulas neutralised). */
export async function selectionsCsv(userId: string, collectionId: string): Promise<string> {
  const rows = await selectionRows(userId, collectionId);
  return csvText([
    SELECTIONS_CSV_HEADER,
    ...rows.flatMap(({ view, chosenAt }) =>
      view.photos.map((photo) => [
        view.link.label,
        view.guest.name,
        view.guest.email,
        photo.fileName,
        photo.title,
        photo.comment ?? "",
        chosenAt.get(photo.photoId)?.toISOString() ?? "",
      ]),
    ),
  ]);
}
