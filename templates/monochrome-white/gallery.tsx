import {
  ALL_CATEGORY,
  Carousel,
  CAROUSEL_MAX_DOTS,
  featuredSlots,
  galleryHeading,
  GallerySkeleton,
  Masonry,
  PhotoLink,
  ResponsiveImage,
  splitFeatured,
  TEXTS,
  useTemplate,
  type GallerySlot,
  type PhotoView,
  type TemplateProps,
} from "~/template-sdk";

type GalleryProps = TemplateProps & { onOpen: (photoId: string) => void };

/**
 * Spec §2 monochrome gallery: the featured carousel (dots only with at most 5 photos), then a
 * grid of 2, 3 and 4 columns (5 in the dark template) where every 4th slot is a featured photo at double size.
 */
export function MonochromeWhiteGallery(props: GalleryProps) {
  const { photos, selectedCategory, links, onOpen } = props;
  const { imageSizes } = useTemplate().manifest;
  const inAll = selectedCategory === ALL_CATEGORY;
  const { carousel, grid } = splitFeatured(photos);
  const slots = featuredSlots(inAll ? grid : photos);
  const tile = ({ photo }: GallerySlot<PhotoView>) => (
    <PhotoLink href={links.photo(photo.id)} onOpen={() => onOpen(photo.id)} className="mono-tile">
      <ResponsiveImage photo={photo} sizes={imageSizes.gallery ?? "50vw"} />
    </PhotoLink>
  );
  return (
    <section
      id="gallery"
      className="mono-gallery"
      data-section="gallery"
      aria-labelledby="mono-gallery-title"
    >
      <h2 id="mono-gallery-title">{galleryHeading(selectedCategory, props.categories)}</h2>
      {props.loading ? (
        <GallerySkeleton banner={inAll} />
      ) : props.photosError ? (
        <p className="mono-message" role="alert">
          {props.photosError}
        </p>
      ) : photos.length === 0 ? (
        <p className="mono-message">{TEXTS.noPhotos}</p>
      ) : (
        <>
          {inAll ? (
            <Carousel
              key={selectedCategory}
              photos={carousel}
              photoHref={(photo) => links.photo(photo.id)}
              onOpen={(photo) => onOpen(photo.id)}
              showDots={carousel.length <= CAROUSEL_MAX_DOTS}
              sizes={imageSizes.carousel}
            />
          ) : null}
          <Masonry
            layout="grid"
            items={slots}
            columns={{ base: 2, md: 3, lg: 4 }}
            getKey={(slot) => slot.photo.id}
            isLarge={(slot) => slot.large}
            renderItem={tile}
            label="Photos"
          />
        </>
      )}
    </section>
  );
}
