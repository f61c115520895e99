import { openAsBlob } from "node:fs";
// The server's own rules, read as they are (docs/decisions/0072-publishing-client.md).
import { MAX_DUPLICATE_QUERY } from "../../app/utils/duplicate-photos.ts";
import { titleFromFileName } from "../../app/utils/bulk-upload.ts";
import { ArgumentError } from "./arguments.mjs";
import { photoTypeOf, photosIn, sha256OfFile } from "./photo-files.mjs";
import { SiteError, SiteUnreachable } from "./site-client.mjs";

/** Which of these hashes the photographer already has, in batches the duplicates API takes. */
async function knownPhotos(client, hashes) {
  const known = new Map();
  const unique = [...new Set(hashes)];
  for (let at = 0; at < unique.length; at += MAX_DUPLICATE_QUERY) {
    const sha256 = unique.slice(at, at + MAX_DUPLICATE_QUERY);
    const { duplicates } = await client.post("/api/user/photos/duplicates", { sha256 });
    for (const { sha256: hash, photoId } of duplicates) known.set(hash, photoId);
  }
  return known;
}

/** The photographer's collection at this address; none is a mistake in the arguments. */
async function collectionAt(client, slug) {
  const collections = await client.get("/api/collections");
  const found = collections.find((c) => c.slug === slug.toLowerCase());
  if (found) return found;
  const yours = collections.map((c) => c.slug).join(", ");
  throw new ArgumentError(
    `You have no collection with the address "${slug}". ${yours ? `Yours: ${yours}.` : "You have no collections yet."}`,
  );
}

/**
 * Sends one file as it is on disk: the site reads its IPTC/XMP and EXIF itself
 * (docs/decisions/0046-rights-in-location-and-identity-out.md). The title comes from the file, else its name.
 */
async function upload(client, photo, category) {
  const blob = await openAsBlob(photo.path, { type: photoTypeOf(photo.name) });
  const created = await client.postForm("/api/photos/upload", () => {
    const form = new FormData();
    form.set("category", category);
    form.set("fallbackTitle", titleFromFileName(photo.name));
    form.set("image", blob, photo.name);
    return form;
  });
  return created.id;
}

const makePublic = (client, photoId) =>
  client.post(`/api/user/photos/${encodeURIComponent(photoId)}/public`, { isPublic: true });

/**
 * Adds photos to a collection after the ones it has, through the one call that sets its members
 * and their order (docs/product.md#collections); read again just before, so members added
 * meanwhile are kept.
 */
async function addToCollection(client, collectionId, photoIds) {
  const at = `/api/collections/${encodeURIComponent(collectionId)}`;
  const current = await client.get(at);
  const members = new Set(current.photoIds);
  const added = photoIds.filter((id) => !members.has(id));
  if (!added.length) return 0;
  await client.put(`${at}/photos`, { photoIds: [...current.photoIds, ...new Set(added)] });
  return new Set(added).size;
}

export const newCounts = () => ({ uploaded: 0, already: 0, failed: 0, notTried: 0 });

const isCategoryRefusal = (error) =>
  error instanceof SiteError && error.status === 400 && /categor/i.test(error.message);

/**
 * Publishes one folder: finds its photos, asks the site which it already has, uploads the rest
 * one by one, makes them public and adds them to a collection when asked. Keeps `counts` as it
 * goes; throws ArgumentError, TokenRefused or SiteUnreachable when the run cannot go on.
 */
export async function publishFolder(client, options, progress, counts = newCounts()) {
  const { photos, others } = await photosIn(options.folder, options);
  if (others) {
    progress.note(`Skipping ${others} file(s) that are not JPEG, PNG, WebP, HEIC/HEIF or TIFF.`);
  }
  const collection = options.collection && (await collectionAt(client, options.collection));
  if (!photos.length) return counts;

  const hashes = [];
  for (const photo of photos) hashes.push(await sha256OfFile(photo.path));
  const known = await knownPhotos(client, hashes);
  const inCollection = [];
  progress.start(photos.length);
  try {
    for (const [index, photo] of photos.entries()) {
      counts.notTried = photos.length - index;
      progress.working(photo.relative);
      const hash = hashes[index];
      let photoId = known.get(hash);
      const outcome = photoId === undefined ? "uploaded" : "already there";
      try {
        photoId ??= await upload(client, photo, options.category);
        // Same bytes twice in the folder: the second is the first's photo.
        known.set(hash, photoId);
        inCollection.push(photoId);
        if (options.makePublic) await makePublic(client, photoId);
        counts[outcome === "uploaded" ? "uploaded" : "already"]++;
        progress.done(outcome, photo.relative);
      } catch (error) {
        if (isCategoryRefusal(error)) {
          throw new ArgumentError(`--category "${options.category}": ${error.message}`);
        }
        const closed = error instanceof SiteUnreachable;
        if (!(error instanceof SiteError || closed)) throw error;
        // A refused upload may close the connection before its body is sent (a file over the
        // site's limit): a failure of this file, unless the site is gone altogether.
        if (closed && !(await client.reachable())) throw error;
        counts.failed++;
        const why = closed
          ? "the site closed the connection (is the file over its upload limit?)"
          : error.message;
        const stage = photoId === undefined ? "" : `${outcome}, but not made public: `;
        progress.done("failed", photo.relative, `${stage}${why}`);
      }
    }
    counts.notTried = 0;
  } finally {
    progress.stop();
  }
  if (collection) {
    const added = await addToCollection(client, collection.id, inCollection);
    progress.note(`${added} photo(s) added to the collection "${collection.title}".`);
  }
  return counts;
}

export const summaryOf = ({ uploaded, already, failed, notTried }) =>
  `${uploaded} uploaded, ${already} already there, ${failed} failed` +
  (notTried ? `, ${notTried} not tried` : "");
