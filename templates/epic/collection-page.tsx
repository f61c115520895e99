import { useRef } from "react";
import {
  Lightbox,
  PhotoLink,
  ResponsiveImage,
  TEXTS,
  useLightbox,
  useTemplate,
  type CollectionPageProps,
} from "~/template-sdk";
import { CollectionHeader, WithPhotoActions } from "~/template-sdk/collections";
import { usePanelSnap } from "./use-panel-snap";

/**
 * Epic's own collection page (SDK 1.1, docs/product.md#collection-page): an intro panel with the
 * SDK's header, then one full-height panel per photo in the collection's order, snapping like the
 * portfolio; each links to its photo's page, the lightbox with JavaScript. SDK 1.2: the host's
 * `photoActions` (a share link's heart) over each photo and in the lightbox.
 */
export function CollectionPage({
  owner,
  collection,
  photos,
  links,
  basePath,
  photoActions,
}: CollectionPageProps) {
  const sizes = useTemplate().manifest.imageSizes.panel ?? "100vw";
  const lightbox = useLightbox(photos);
  const panels = useRef<HTMLElement>(null);
  usePanelSnap(panels);
  return (
    <>
      <main className="epic epic-collection" ref={panels}>
        <div className="epic-panel epic-collection__intro" data-panel>
          <CollectionHeader owner={owner} collection={collection} basePath={basePath} />
        </div>
        {photos.length === 0 ? (
          <div className="epic-panel epic-panel--message" data-panel>
            <p>{TEXTS.noPhotos}</p>
          </div>
        ) : (
          <ul className="epic-collection__photos" aria-label="Photos">
            {photos.map((photo, index) => (
              <li key={photo.id} className="epic-panel epic-photo" data-panel>
                <WithPhotoActions photo={photo} photoActions={photoActions}>
                  <PhotoLink
                    href={links.photo(photo.id)}
                    onOpen={() => lightbox.openPhoto(photo.id)}
                    className="epic-photo__link"
                  >
                    <ResponsiveImage photo={photo} sizes={sizes} priority={index === 0} />
                  </PhotoLink>
                </WithPhotoActions>
                <div className="epic-photo__caption">
                  <h2>{photo.title}</h2>
                  <span className="epic-photo__counter">{`${index + 1} / ${photos.length}`}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </main>
      <Lightbox photos={photos} controller={lightbox} photoActions={photoActions} />
    </>
  );
}
