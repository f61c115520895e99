// What a benchmark copy of an uploaded photo is made of (npm run bench:pages, bench:scale): the
// source's record under a new owner and id, and where each object it names moves to. The store's
// layout puts a photo's objects under `photo/{userId}/{photoId}/`, and the public media rule only
// serves keys under the photo's own folder, so a copy needs its own keys; how the bytes get there
// (hard links, a linked folder) is the caller's choice.
import type { NewPhoto, Photo } from "~/data/photos.server";
import { derivativeName } from "~/services/photos/photo-keys.server";
import { objectKey } from "~/storage/object-store";

export interface CopyTarget {
  userId: string;
  id: string;
  title: string;
  featured: boolean;
}

/** The record of a public copy of `source` as `target`, and the [from, to] keys of its objects. */
export function photoCopy(source: Photo, target: CopyTarget) {
  const moved = (key: string) => objectKey("photo", target.userId, target.id, derivativeName(key));
  const objects: [string, string][] = source.derivatives.map((d) => [d.key, moved(d.key)]);
  if (source.originalKey) objects.push([source.originalKey, moved(source.originalKey)]);
  // Not copied: the id, dates and publication key (the repository makes new ones), an import's
  // origin (an import would skip the copy), the private GPS position.
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    publicationKey: _key,
    imageType: _type,
    source: _origin,
    gps: _gps,
    ...fields
  } = source;
  const record: NewPhoto = {
    ...fields,
    derivatives: source.derivatives.map((d) => ({ ...d, key: moved(d.key) })),
    ...(source.originalKey ? { originalKey: moved(source.originalKey) } : {}),
    id: target.id,
    userId: target.userId,
    title: target.title,
    isPublic: true,
    featured: target.featured,
  };
  return { record, objects };
}
