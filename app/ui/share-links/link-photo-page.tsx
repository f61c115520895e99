import type { PhotoView } from "~/utils/photo-view";

interface LinkPhotoPageProps {
  photo: PhotoView;
  position: number;
  total: number;
  previousId: string | null;
  nextId: string | null;
  collectionTitle: string;
  basePath: string;
  downloadHref: string | null;
}

/**
 * One photo of a share link on a page of its own: the lightbox without JavaScript
 * (docs/product.md#share-links). Its images come from the link's own addresses.
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
