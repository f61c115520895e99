import type { SerializeFrom } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { GuestNotice } from "~/services/share-links/guest-texts";
import { GUEST_LIMITS } from "~/services/share-links/guest-texts";
import type { FavouritesData } from "~/services/share-links/link-page.server";
import { GuestNoticeText } from "./guest-notice";

/**
 * A guest's heart and comment on a photo (docs/decisions/0066-favourites-proofing-activity.md).
 * Plain forms posting to the page's own action (guest-actions.server.ts), which goes back to this
 * page without JavaScript; once it runs they post through fetchers asking for JSON, so nothing
 * reloads, and the page's data (the counter) is fetched again after each change.
 */
export type Favourites = SerializeFrom<FavouritesData>;
type Reply = { notice: GuestNotice | null };

/** Where a plain post goes back to, and JSON instead once JavaScript runs. */
function ReplyFields({ back, intent, photoId }: { back: string; intent: string; photoId: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photoId} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
    </>
  );
}

export function FavouriteButton({
  favourites,
  photoId,
  title,
  back,
  compact = false,
}: {
  favourites: Favourites;
  photoId: string;
  title: string;
  back: string;
  /** On a thumbnail: the heart alone, its name read out with the photo's title. */
  compact?: boolean;
}) {
  const fetcher = useFetcher<Reply>();
  const stored = Object.hasOwn(favourites.favourites, photoId);
  const pending = fetcher.formData?.get("on");
  const marked = typeof pending === "string" ? pending === "1" : stored;
  const name = compact ? `Favourite: ${title || "photo"}` : "Favourite";
  return (
    <fetcher.Form method="post" className="share-fav">
      <ReplyFields back={back} intent="favourite" photoId={photoId} />
      <input type="hidden" name="on" value={marked ? "0" : "1"} />
      <button type="submit" className="share-fav__heart" aria-pressed={marked}>
        <span aria-hidden="true" className="share-fav__icon">
          {marked ? "♥" : "♡"}
        </span>
        <span className={compact ? "visually-hidden" : undefined}>{name}</span>
      </button>
      {fetcher.state === "idle" ? <GuestNoticeText notice={fetcher.data?.notice} /> : null}
    </fetcher.Form>
  );
}

export function CommentForm({
  favourites,
  photoId,
  back,
}: {
  favourites: Favourites;
  photoId: string;
  back: string;
}) {
  const fetcher = useFetcher<Reply>();
  const id = `comment-${photoId}`;
  const saved = fetcher.state === "idle" && fetcher.data && !fetcher.data.notice;
  return (
    <fetcher.Form method="post" className="share-comment">
      <ReplyFields back={back} intent="comment" photoId={photoId} />
      <label htmlFor={id}>Comment for {favourites.photographer}</label>
      <textarea
        id={id}
        name="comment"
        rows={2}
        maxLength={GUEST_LIMITS.comment}
        defaultValue={favourites.favourites[photoId] ?? ""}
      />
      <div className="share-comment__actions">
        <button type="submit" className="button button--secondary">
          Save comment
        </button>
        <span role="status" className="share-comment__saved">
          {saved ? "Saved" : ""}
        </span>
      </div>
      {fetcher.state === "idle" ? <GuestNoticeText notice={fetcher.data?.notice} /> : null}
    </fetcher.Form>
  );
}
