import {
  ALL_CATEGORY,
  Carousel,
  galleryHeading,
  GallerySkeleton,
  Masonry,
  MorePhotos,
  captionRepeatsAlt,
  PhotoCredit,
  PhotoLink,
  ResponsiveImage,
  splitFeatured,
  TEXTS,
  useTemplate,
  type PhotoView,
  type TemplateProps,
} from "~/template-sdk";

type GalleryProps = TemplateProps & { onOpen: (photoId: string) => void };

/**
 * docs/product.md#gallery-page gallery: in "all" the featured carousel, then a masonry grid without
 * the first photo.
 */
export function ClassicGallery(props: GalleryProps) {
  const { photos, selectedCategory, links, onOpen } = props;
  const { imageSizes } = useTemplate().manifest;
  const { carousel, grid } = splitFeatured(photos);
  // A later page of a large portfolio (without JavaScript) continues the grid: no carousel.
  const showCarousel = selectedCategory === ALL_CATEGORY && !props.paging?.offset;
  const card = (photo: PhotoView) => (
    <>
      <PhotoLink
        href={links.photo(photo.id)}
        onOpen={() => onOpen(photo.id)}
        className="classic-card"
      >
        <ResponsiveImage photo={photo} sizes={imageSizes.gallery ?? "100vw"} />
        <span className="classic-card__title" aria-hidden={captionRepeatsAlt(photo) || undefined}>
          {photo.title}
        </span>
      </PhotoLink>
      {/* The home gallery is everyone's: each photo says whose it is. */}
      {props.view === "home" ? (
        <PhotoCredit photo={photo} className="classic-card__credit" />
      ) : null}
    </>
  );
  return (
    <section
      id="gallery"
      className="classic-gallery"
      data-section="gallery"
      aria-labelledby="classic-gallery-title"
    >
      <h2 id="classic-gallery-title">{galleryHeading(selectedCategory, props.categories)}</h2>
      {props.loading ? (
        <GallerySkeleton banner={showCarousel} />
      ) : props.photosError ? (
        <p className="classic-gallery__message" role="alert">
          {props.photosError}
        </p>
      ) : photos.length === 0 ? (
        <p className="classic-gallery__message">{TEXTS.noPhotos}</p>
      ) : (
        <>
          {showCarousel ? (
            <Carousel
              key={selectedCategory}
              photos={carousel}
              photoHref={(photo) => links.photo(photo.id)}
              onOpen={(photo) => onOpen(photo.id)}
              sizes={imageSizes.carousel}
              // Under the full-screen hero: the hero is what the first screen needs.
              priority={false}
              credit={props.view === "home"}
            />
          ) : null}
          <Masonry
            items={showCarousel ? grid : photos}
            columns={{ base: 1, md: 2, lg: 3 }}
            getKey={(photo) => photo.id}
            renderItem={card}
            label="Photos"
          />
          <MorePhotos paging={props.paging} className="classic-more" />
        </>
      )}
    </section>
  );
}
