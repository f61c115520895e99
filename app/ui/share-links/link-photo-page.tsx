import type { PhotoView } from "~/utils/photo-view";
import { CommentForm, FavouriteButton, type Favourites } from "./favourite-controls";
import { FavouritesCounter } from "./favourites-status";
import { GuestNoticeText } from "./guest-notice";

interface LinkPhotoPageProps {
  photo: PhotoView;
  position: number;
  total: number;
  previousId: string | null;
  nextId: string | null;
  collectionTitle: string;
  basePath: string;
  downloadHref: string | null;
  /** The guest's favourites, when the link allows them (ADR 66). */
  favourites: Favourites | null;
}

/**
 * One photo of a share link on a page of its own: the lightbox without JavaScript
 * (docs/product.md#share-links). Its images come from the link's own addresses. On a link with
 * favourites: the heart and a comment, or the way to say who is choosing (ADR 66).
 */
export function LinkPhotoPage(props: LinkPhotoPageProps) {
  const { photo, basePath } = props;
  const photoHref = (id: string) => `${basePath}/photos/${id}`;
  const alt = photo.aiAltText ?? photo.title;
  return (
    <main className="page share-link share-link--photo">
      <p>
        <a href={basePath}>
          <span aria-hidden="true">← </span>
          {props.collectionTitle}
        </a>
      </p>
      <figure className="share-link__figure">
        <picture>
          {photo.sources.avif ? (
            <source type="image/avif" srcSet={photo.sources.avif} sizes="100vw" />
          ) : null}
          {photo.sources.webp ? (
            <source type="image/webp" srcSet={photo.sources.webp} sizes="100vw" />
          ) : null}
          <img
            src={photo.imageUrl}
            srcSet={photo.sources.jpeg || undefined}
            sizes="100vw"
            alt={alt}
            width={photo.width || undefined}
            height={photo.height || undefined}
            style={{ maxWidth: "100%", height: "auto" }}
          />
        </picture>
        <figcaption>
          <h1>{photo.title}</h1>
          {photo.description ? (
            // Sanitised when stored and again on the way out (link-views.server.ts).
            <div dangerouslySetInnerHTML={{ __html: photo.description }} />
          ) : null}
          <p>
            Photo {props.position} of {props.total}
          </p>
        </figcaption>
      </figure>
      {props.favourites ? (
        <PhotoFavourite favourites={props.favourites} photo={photo} back={photoHref(photo.id)} />
      ) : null}
      <nav aria-label="Photos" className="share-link__steps">
        {props.previousId ? <a href={photoHref(props.previousId)}>Previous photo</a> : null}
        {props.nextId ? <a href={photoHref(props.nextId)}>Next photo</a> : null}
        {props.downloadHref ? (
          <a className="button" href={props.downloadHref} download>
            Download this photo
          </a>
        ) : null}
      </nav>
    </main>
  );
}

function PhotoFavourite({
  favourites,
  photo,
  back,
}: {
  favourites: Favourites;
  photo: PhotoView;
  back: string;
}) {
  if (!favourites.guest) {
    return (
      <section className="share-photo-fav" aria-label="Favourites">
        <GuestNoticeText notice={favourites.notice} />
        <a className="button button--secondary" href={favourites.selectionPath}>
          Choose favourites
        </a>
      </section>
    );
  }
  return (
    <section className="share-photo-fav" aria-label="Favourites">
      <GuestNoticeText notice={favourites.notice} />
      <div className="share-photo-fav__row">
        <FavouriteButton
          favourites={favourites}
          photoId={photo.id}
          title={photo.title}
          back={back}
        />
        <FavouritesCounter favourites={favourites} />
        <a href={favourites.selectionPath}>Your selection</a>
      </div>
      <CommentForm favourites={favourites} photoId={photo.id} back={back} />
    </section>
  );
}
