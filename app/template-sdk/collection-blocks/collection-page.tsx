// The barrel, as templates import it, not its files one by one: code that reached only some of
// the files every public page shares would split their chunk, one more file on each page
// (npm run bench:js).
import {
  Lightbox,
  Masonry,
  PhotoLink,
  ResponsiveImage,
  TEXTS,
  useLightbox,
  useTemplate,
  type CollectionPageProps,
  type PhotoActions,
  type PhotoView,
} from "..";
import type { ReactNode } from "react";
import { photoCountLabel } from "./photo-count";

/**
 * SDK 1.1 (docs/product.md#collection-page): a collection's own page — the way back to the
 * portfolio, its title, description and size, its photos in order, each a link to the photo's
 * page (stepping through the collection) that opens the lightbox instead once JavaScript runs.
 * What the host renders for a template that brings no `collectionPage` of its own; restyle it by
 * its `vf-collection*` classes. SDK 1.2: the host's `photoActions` with each photo and in the
 * lightbox (a share link's heart, docs/decisions/0066-favourites-proofing-activity.md).
 */
export function CollectionPage({
  owner,
  collection,
  photos,
  links,
  basePath,
  photoActions,
}: CollectionPageProps) {
  const { imageSizes } = useTemplate().manifest;
  const lightbox = useLightbox(photos);
  return (
    <>
      <main className="vf-collection">
        <CollectionHeader owner={owner} collection={collection} basePath={basePath} />
        {photos.length ? (
          <Masonry
            items={photos}
            columns={{ base: 1, md: 2, lg: 3 }}
            getKey={(photo) => photo.id}
            label="Photos"
            className="vf-collection__photos"
            renderItem={(photo, index) => (
              <WithPhotoActions photo={photo} photoActions={photoActions}>
                <PhotoLink
                  href={links.photo(photo.id)}
                  onOpen={() => lightbox.openPhoto(photo.id)}
                  className="vf-collection__photo"
                >
                  <ResponsiveImage
                    photo={photo}
                    sizes={imageSizes.gallery ?? "(min-width: 768px) 50vw, 100vw"}
                    priority={index < 2}
                  />
                </PhotoLink>
              </WithPhotoActions>
            )}
          />
        ) : (
          <p className="vf-collection__empty">{TEXTS.noPhotos}</p>
        )}
      </main>
      <Lightbox photos={photos} controller={lightbox} photoActions={photoActions} />
    </>
  );
}

/**
 * SDK 1.2: a photo's link with the host's controls over its top corner, beside the link rather
 * than in it (a button inside a link is invalid HTML); without `photoActions` the link alone, so
 * a public page's markup is as before.
 */
export function WithPhotoActions({
  photo,
  photoActions,
  children,
}: {
  photo: PhotoView;
  photoActions?: PhotoActions;
  children: ReactNode;
}) {
  if (!photoActions) return <>{children}</>;
  return (
    <div className="vf-photo-item">
      {children}
      <div className="vf-photo-actions">{photoActions(photo)}</div>
    </div>
  );
}

/** The page's head, also for templates' own pages: back link, title, description, size. */
export function CollectionHeader({
  owner,
  collection,
  basePath,
  className,
}: Pick<CollectionPageProps, "owner" | "collection" | "basePath"> & { className?: string }) {
  return (
    <header className={className ? `vf-collection__head ${className}` : "vf-collection__head"}>
      <p className="vf-collection__back">
        <a href={basePath}>
          <span aria-hidden="true">← </span>
          {owner.displayName}
        </a>
      </p>
      <h1>{collection.title}</h1>
      {collection.description ? (
        // Sanitised with an allow-list when stored and again when read
        // (docs/product.md#security-baseline).
        <div
          className="vf-collection__description"
          dangerouslySetInnerHTML={{ __html: collection.description }}
        />
      ) : null}
      <p className="vf-collection__count">{photoCountLabel(collection.photoCount)}</p>
    </header>
  );
}
