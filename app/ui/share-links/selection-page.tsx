import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import type { loadSelectionPage } from "~/services/share-links/link-page.server";
import type { PhotoView } from "~/utils/photo-view";
import { CommentForm, FavouriteButton, type Favourites } from "./favourite-controls";
import { FavouritesCounter } from "./favourites-status";
import { ForgetGuestForm, GuestForm } from "./guest-form";
import { GuestNoticeText } from "./guest-notice";

type SelectionData = Extract<SerializeFrom<typeof loadSelectionPage>, { kind: "selection" }>;

/**
 * /s/{token}/selection (docs/decisions/0066-favourites-proofing-activity.md): the guest says who
 * they are, then sees their favourites with a comment each and "Send my selection", and below
 * every photo of the link as a contact sheet with a heart each. Works without JavaScript.
 */
export function SelectionPage({ data }: { data: SelectionData }) {
  const { favourites, photos, basePath } = data;
  const back = favourites.selectionPath;
  return (
    <main className="share-page share-selection">
      <p className="share-page__back">
        <a href={basePath}>
          <span aria-hidden="true">← </span>
          {data.collectionTitle}
        </a>
      </p>
      <h1>Your selection</h1>
      <GuestNoticeText notice={favourites.notice} />
      {favourites.guest ? (
        <Chooser data={data} back={back} />
      ) : (
        <>
          <p>Tell {favourites.photographer} who you are, then mark the photos you like.</p>
          <GuestForm favourites={favourites} back={back} />
        </>
      )}
      {favourites.guest ? null : <PhotoSheet photos={photos} basePath={basePath} />}
    </main>
  );
}

function Chooser({ data, back }: { data: SelectionData; back: string }) {
  const { favourites, photos, basePath } = data;
  const chosen = photos.filter((photo) => Object.hasOwn(favourites.favourites, photo.id));
  return (
    <>
      <div className="share-selection__guest">
        <p>
          Choosing as <strong>{favourites.guest!.name}</strong> ({favourites.guest!.email})
        </p>
        <ForgetGuestForm back={back} />
      </div>
      <details className="share-selection__rename">
        <summary>Change your name or email</summary>
        <GuestForm favourites={favourites} back={back} />
      </details>
      <div className="share-selection__send">
        <FavouritesCounter favourites={favourites} />
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button" disabled={!chosen.length}>
            Send my selection
          </button>
        </Form>
        <p className="share-selection__hint">
          {favourites.sentAt
            ? `Sent to ${favourites.photographer}. You can still change it and send it again.`
            : `${favourites.photographer} gets your favourites and comments by email.`}
        </p>
      </div>
      <h2>Your favourites</h2>
      {chosen.length ? (
        <ul className="share-chosen">
          {chosen.map((photo) => (
            <li key={photo.id} className="share-chosen__item">
              <a href={`${basePath}/photos/${photo.id}`} className="share-chosen__thumb">
                <Thumbnail photo={photo} />
                <span className="visually-hidden">{photo.title || "Untitled photo"}</span>
              </a>
              <div className="share-chosen__body">
                <h3>{photo.title || "Untitled photo"}</h3>
                <FavouriteButton
                  favourites={favourites}
                  photoId={photo.id}
                  title={photo.title}
                  back={back}
                />
                <CommentForm favourites={favourites} photoId={photo.id} back={back} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>None yet: mark photos with the heart below or on each photo.</p>
      )}
      <PhotoSheet photos={photos} basePath={basePath} favourites={favourites} back={back} />
    </>
  );
}

/** Every photo of the link, small, each with its heart once the guest is known. */
function PhotoSheet({
  photos,
  basePath,
  favourites,
  back,
}: {
  photos: PhotoView[];
  basePath: string;
  favourites?: Favourites;
  back?: string;
}) {
  return (
    <section aria-labelledby="share-sheet-title">
      <h2 id="share-sheet-title">All photos</h2>
      <ul className="share-sheet">
        {photos.map((photo) => (
          <li key={photo.id} className="share-sheet__item">
            <a href={`${basePath}/photos/${photo.id}`} className="share-sheet__thumb">
              <Thumbnail photo={photo} />
              <span className="visually-hidden">{photo.title || "Untitled photo"}</span>
            </a>
            {favourites && back ? (
              <FavouriteButton
                favourites={favourites}
                photoId={photo.id}
                title={photo.title}
                back={back}
                compact
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Thumbnail({ photo }: { photo: PhotoView }) {
  return (
    <img
      src={photo.imageUrl}
      srcSet={photo.sources.jpeg || undefined}
      sizes="(min-width: 768px) 180px, 45vw"
      alt=""
      width={photo.width || undefined}
      height={photo.height || undefined}
      loading="lazy"
      decoding="async"
    />
  );
}
