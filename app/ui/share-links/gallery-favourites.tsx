import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isGuestNotice, type GuestNotice } from "~/services/share-links/guest-texts";
import type { PhotoView } from "~/utils/photo-view";
import type { Favourites } from "./favourite-controls";
import { GuestNoticeText } from "./guest-notice";

/**
 * The guest's favourites in a share link's gallery (docs/decisions/0066-favourites-proofing-
 * activity.md): the loader's, with the changes saved since. The gallery's own data cannot be
 * fetched again after a change — its data requests (/s/{token}.data) carry none of the link's
 * cookies (Path=/s/{token}) — so the hearts and the counter follow what the server accepted.
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

/** Posts one heart as the page's script does and says what the server answered. */
async function sendHeart(form: HTMLFormElement, endpoint: string): Promise<GuestNotice | null> {
  const body = new FormData(form);
  body.set("reply", "json");
  try {
    const response = await fetch(endpoint, { method: "POST", body });
    const answer = (await response.json()) as { notice?: unknown };
    if (isGuestNotice(answer.notice)) return answer.notice;
    return response.ok ? null : "failed";
  } catch {
    return "failed";
  }
}

/**
 * A photo's heart in the gallery's grid and lightbox. The template renders it in a part of its own
 * (a React root outside the page's router, ADR 30), so it uses no router hooks: a plain form that
 * posts to the photo's page without JavaScript (which leads back to the gallery), and once
 * JavaScript runs a `fetch` to the link's favourites route, its result handed to the gallery
 * (`onChanged`), which holds the counter. Before the guest has said who they are, a link to the
 * form that asks (the selection page).
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
  const hydrated = useHydrated();
  const [sending, setSending] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<GuestNotice | null>(null);
  const title = photo.title || "photo";
  if (!favourites.guest) {
    return (
      <a className="share-fav__heart" href={favourites.selectionPath}>
        <span aria-hidden="true" className="share-fav__icon">
          ♡
        </span>
        <span className="visually-hidden">{`Favourite: ${title} (say who you are first)`}</span>
      </a>
    );
  }
  const stored = Object.hasOwn(favourites.favourites, photo.id);
  const marked = sending ?? stored;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== null) return;
    const on = !marked;
    setSending(on);
    setNotice(null);
    void sendHeart(event.currentTarget, favourites.favouritesPath).then((answer) => {
      if (answer === null) onChanged(on);
      setNotice(answer);
      setSending(null);
    });
  };
  return (
    <form
      method="post"
      action={photoPath}
      className="share-fav"
      onSubmit={hydrated ? submit : undefined}
    >
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="back" value={galleryPath} />
      <input type="hidden" name="on" value={marked ? "0" : "1"} />
      <button
        type="submit"
        className="share-fav__heart"
        aria-pressed={marked}
        aria-busy={sending !== null}
      >
        <span aria-hidden="true" className="share-fav__icon">
          {marked ? "♥" : "♡"}
        </span>
        <span className="visually-hidden">{`Favourite: ${title}`}</span>
      </button>
      <GuestNoticeText notice={notice} />
    </form>
  );
}
