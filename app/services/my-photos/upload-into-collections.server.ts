import { parseFormData } from "@remix-run/form-data-parser";
import {
  getOwnCollection,
  setCollectionPhotos,
} from "~/services/collections/own-collections.server";
import { listMyPhotos } from "~/services/photos/index.server";
import { logger } from "~/server/log/logger.server";
import { withAdded } from "~/utils/photo-order";
import { UPLOAD_COLLECTIONS_FIELD } from "~/utils/collection-forms";

/**
 * The upload dialog's "Add to collections" without JavaScript (docs/product.md#my-photos): the
 * multipart post streams to the upload service, which keeps only the fields it knows, so the
 * body is read twice at once (a tee: neither side waits for the other, nothing is buffered
 * beyond what the slower side has not read) and the photos the upload made join the collections
 * ticked (docs/decisions/0064-arranging-and-uploading-into-collections.md). With JavaScript the
 * dialog adds the new photo through the collections API itself.
 */

const LARGE = Number.MAX_SAFE_INTEGER;

/** The ticked collections' ids: every file part is read through and dropped. */
async function tickedCollections(request: Request): Promise<string[]> {
  const form = await parseFormData(
    request,
    { maxFileSize: LARGE, maxTotalSize: LARGE, maxFiles: 1_000, maxParts: 1_200 },
    async (upload) => {
      const reader = upload.stream().getReader();
      while (!(await reader.read()).done);
      return null;
    },
  );
  return form.getAll(UPLOAD_COLLECTIONS_FIELD).filter((id): id is string => typeof id === "string");
}

const copyOf = (request: Request, body: ReadableStream<Uint8Array>) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });

/**
 * Runs `store` on the post and puts every photo it made into the collections ticked in it. A
 * collection that is gone is passed over; the upload's own answer is returned unchanged.
 */
export async function uploadIntoCollections<T>(
  request: Request,
  userId: string,
  store: (request: Request) => Promise<T>,
): Promise<T> {
  if (!request.body) return store(request);
  const [forUpload, forFields] = request.body.tee();
  const before = new Set((await listMyPhotos(userId)).map((photo) => photo.id));
  const ticked = tickedCollections(copyOf(request, forFields)).catch(() => [] as string[]);
  const uploadCopy = copyOf(request, forUpload);
  const answer = await store(uploadCopy);
  // An upload refused before reading its body must not leave the tee keeping it for nobody.
  if (uploadCopy.body && !uploadCopy.body.locked) void uploadCopy.body.cancel().catch(() => {});
  const collectionIds = await ticked;
  if (!collectionIds.length) return answer;
  const made = (await listMyPhotos(userId)).filter((photo) => !before.has(photo.id));
  if (!made.length) return answer;
  for (const id of collectionIds) {
    try {
      const collection = await getOwnCollection(userId, id);
      const added = made.map((photo) => photo.id).reverse();
      await setCollectionPhotos(userId, id, withAdded(collection.photoIds, added));
    } catch (error) {
      logger.warn({ err: error, collectionId: id }, "Uploaded photo not added to a collection");
    }
  }
  return answer;
}
