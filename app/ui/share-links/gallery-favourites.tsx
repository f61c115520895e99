import { useCallback, useMemo, useState } from "react";
import type { PhotoView } from "~/utils/photo-view";
import { FavouriteButton, type Favourites } from "./favourite-controls";

/**
 * The guest's favourites in a share link's gallery (docs/decisions/0066-favourites-proofing-
 * activity.md): the loader's, with the changes saved since. The gallery's own data cannot be
 * fetched again after a change — its data requests (/s/{token}.data) carry none of the link's
 * cookies (Path=/s/{token}) — so the hearts and the counter follow what the actions accepted.
 */
export function useGalleryFavourites(loaded: Favourites | null) {
  const [saved, setSaved] = useState({ base: loaded, marks: {} as Record<string, boolean> });
  const favourites = useMemo(
    // New loader data (a document load) starts over.
    () => (loaded ? withMarks(loaded, saved.base === loaded ? saved.marks : {}) : null),
    [loaded, saved],
  );
  const mark = useCallback(
    (photoId: string, on: boolean) =>
      setSaved((now) => ({
        base: loaded,
        marks: { ...(now.base === loaded ? now.marks : {}), [photoId]: on },
      })),
    [loaded],
  );
  return { favourites, mark };
}

function withMarks(loaded: Favourites, marks: Record<string, boolean>): Favourites {
  const chosen = { ...loaded.favourites };
  for (const [photoId, on] of Object.entries(marks)) {
    if (!on) delete chosen[photoId];
    else chosen[photoId] ??= "";
  }
  return { ...loaded, favourites: chosen, count: Object.keys(chosen).length };
}

/**
 * A photo's heart in the gallery's grid and lightbox: the photo page's favourite form, back to
 * the gallery without JavaScript; before the guest has said who they are, a link to the form
 * that asks (the selection page).
 */
export function GalleryHeart({
  favourites,
  photo,
  photoPath,
  galleryPath,
  onChanged,
}: {
  favourites: Favourites;
  photo: PhotoView;
  photoPath: string;
  galleryPath: string;
  onChanged: (on: boolean) => void;
}) {
  if (!favourites.guest) {
    return (
      <a className="share-fav__heart" href={favourites.selectionPath}>
        <span aria-hidden="true" className="share-fav__icon">
          ♡
        </span>
        <span className="visually-hidden">{`Favourite: ${photo.title || "photo"} (say who you are first)`}</span>
      </a>
    );
  }
  return (
    <FavouriteButton
      favourites={favourites}
      photoId={photo.id}
      title={photo.title}
      back={galleryPath}
      action={photoPath}
      onChanged={onChanged}
      compact
    />
  );
}
