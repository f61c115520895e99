import {
  galleryHeading,
  GallerySkeleton,
  MorePhotos,
  PhotoCredit,
  PhotoLink,
  ResponsiveImage,
  TEXTS,
  useTemplate,
  type TemplateProps,
} from "~/template-sdk";

type PanelsProps = TemplateProps & { onOpen: (photoId: string) => void };

/** One full-height panel per photo; a panel links to the photo's page (lightbox with JS). */
export function EpicPanels({ photos, links, onOpen, settings, paging, ...props }: PanelsProps) {
  const sizes = useTemplate().manifest.imageSizes.panel ?? "100vw";
  const captions = settings.captions ?? "title-and-counter";
  // A large portfolio's panels count the whole set, from where this page starts in it.
  const offset = paging?.offset ?? 0;
  const total = paging?.total ?? photos.length;
  return (
    <section
      id="gallery"
      className="epic-gallery"
      data-section="gallery"
      aria-labelledby="epic-gallery-title"
    >
      <h2 id="epic-gallery-title" className="vf-visually-hidden">
        {galleryHeading(props.selectedCategory, props.categories)}
      </h2>
      {props.loading ? (
        <div className="epic-panel epic-panel--message" data-panel>
          <GallerySkeleton banner />
        </div>
      ) : props.photosError || photos.length === 0 ? (
        <div className="epic-panel epic-panel--message" data-panel>
          <p role={props.photosError ? "alert" : undefined}>
            {props.photosError ?? TEXTS.noPhotos}
          </p>
        </div>
      ) : (
        <>
          {photos.map((photo, index) => (
            <article
              key={photo.id}
              className="epic-panel epic-photo"
              data-panel
              aria-label={photo.title}
            >
              <PhotoLink
                href={links.photo(photo.id)}
                onOpen={() => onOpen(photo.id)}
                className="epic-photo__link"
              >
                <ResponsiveImage
                  photo={photo}
                  sizes={sizes}
                  priority={index === 0 && !props.hero}
                />
              </PhotoLink>
              {captions === "none" ? null : (
                <div className="epic-photo__caption">
                  <h3>{photo.title}</h3>
                  {props.view === "home" ? <PhotoCredit photo={photo} /> : null}
                  {captions === "title-and-counter" ? (
                    <span className="epic-photo__counter">{`${offset + index + 1} / ${total}`}</span>
                  ) : null}
                </div>
              )}
            </article>
          ))}
          <MorePhotos paging={paging} className="epic-more" />
        </>
      )}
    </section>
  );
}
