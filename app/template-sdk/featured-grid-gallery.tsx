import { Carousel } from "./carousel";
import { ALL_CATEGORY, CAROUSEL_MAX_DOTS, TEXTS } from "./constants";
import { featuredSlots, type GallerySlot } from "./featured-slots";
import { splitFeatured } from "./gallery-layout";
import { Masonry, type MasonryColumns } from "./masonry";
// On demand: rarely on screen as the page opens (on-demand/gallery-extras-code.ts). Not through
// parts.tsx, which loads this file's code (docs/decisions/0056-no-import-cycles.md).
import { GallerySkeleton, MorePhotos } from "./on-demand/gallery-extras-parts";
import { PhotoCredit } from "./photo-credit";
import { PhotoLink } from "./photo-link";
import { ResponsiveImage } from "./responsive-image";
import { useTemplate } from "./template-root";
import { galleryHeading } from "./text";
import type { PhotoView, TemplateProps } from "./types";

export type FeaturedGridGalleryProps = TemplateProps & {
  onOpen: (photoId: string) => void;
  /** Grid columns per breakpoint. */
  columns: MasonryColumns;
  /** The template's class prefix: `{prefix}-gallery`, `{prefix}-tile`, `{prefix}-message`. */
  classPrefix: string;
};

/**
 * docs/product.md#gallery-page monochrome gallery, shared by both monochrome templates: the
 * featured carousel (dots only with at most 5 photos), then a grid where every 4th slot is a
 * featured photo at double size.
 */
export function FeaturedGridGallery({ columns, classPrefix, ...props }: FeaturedGridGalleryProps) {
  const { photos, selectedCategory, links, onOpen } = props;
  const { imageSizes } = useTemplate().manifest;
  // A later page of a large portfolio (without JavaScript) continues the grid: no carousel.
  const inAll = selectedCategory === ALL_CATEGORY && !props.paging?.offset;
  const { carousel, grid } = splitFeatured(photos);
  const slots = featuredSlots(inAll ? grid : photos);
  const tile = ({ photo }: GallerySlot<PhotoView>) => (
    <>
      <PhotoLink
        href={links.photo(photo.id)}
        onOpen={() => onOpen(photo.id)}
        className={`${classPrefix}-tile`}
      >
        <ResponsiveImage photo={photo} sizes={imageSizes.gallery ?? "50vw"} />
      </PhotoLink>
      {/* The home gallery is everyone's: each photo says whose it is, over its foot. */}
      {props.view === "home" ? <PhotoCredit photo={photo} className="vf-credit--over" /> : null}
    </>
  );
  return (
    <section
      id="gallery"
      className={`${classPrefix}-gallery`}
      data-section="gallery"
      aria-labelledby={`${classPrefix}-gallery-title`}
    >
      <h2 id={`${classPrefix}-gallery-title`}>
        {galleryHeading(selectedCategory, props.categories)}
      </h2>
      {props.loading ? (
        <GallerySkeleton banner={inAll} />
      ) : props.photosError ? (
        <p className={`${classPrefix}-message`} role="alert">
          {props.photosError}
        </p>
      ) : photos.length === 0 ? (
        <p className={`${classPrefix}-message`}>{TEXTS.noPhotos}</p>
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
              credit={props.view === "home"}
            />
          ) : null}
          <Masonry
            layout="grid"
            items={slots}
            columns={columns}
            getKey={(slot) => slot.photo.id}
            isLarge={(slot) => slot.large}
            renderItem={tile}
            label="Photos"
          />
          <MorePhotos paging={props.paging} />
        </>
      )}
    </section>
  );
}
