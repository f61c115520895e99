import { Badge, BlockStack, Box, Card, DataTable, Pagination, Text } from "@shopify/polaris";
import type { AdminPhotoPage, AdminPhotoRow } from "~/services/admin/featured-photos.server";
import { FeatureToggle, useOptimisticFeatured } from "./feature-toggle";

// A fixed box, cropped to fit: portrait and landscape rows stay the same height.
const THUMB = { width: 80, height: 60 };

function Thumbnail({ photo }: { photo: AdminPhotoRow }) {
  const { thumbnail } = photo;
  if (!thumbnail)
    return (
      <Text as="span" tone="subdued">
        No preview
      </Text>
    );
  return (
    <img
      src={thumbnail.url}
      alt={photo.alt}
      width={THUMB.width}
      height={THUMB.height}
      loading="lazy"
      decoding="async"
      style={{
        display: "block",
        objectFit: "cover",
        borderRadius: 6,
        backgroundColor: photo.dominantColor ?? undefined,
      }}
    />
  );
}

function Photographer({ photo }: { photo: AdminPhotoRow }) {
  return photo.photographerUsername ? (
    <a href={`/${photo.photographerUsername}`}>{photo.photographer}</a>
  ) : (
    <>{photo.photographer}</>
  );
}

function Status({ photo }: { photo: AdminPhotoRow }) {
  const { featured } = useOptimisticFeatured(photo);
  return featured ? <Badge tone="success">Featured</Badge> : <Badge>Not featured</Badge>;
}

const pageUrl = (page: number) => (page > 1 ? `?page=${page}` : "?");

/**
 * docs/product.md#admin-dashboard 'Featured Photos': every public photo with Feature / Unfeature, a
 * page at a time.
 */
export function FeaturedTab({ list }: { list: AdminPhotoPage }) {
  const rows = list.photos.map((photo) => [
    <Thumbnail key="thumb" photo={photo} />,
    photo.title,
    <Photographer key="by" photo={photo} />,
    <Status key="status" photo={photo} />,
    <FeatureToggle key="toggle" photo={photo} />,
  ]);
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Featured Photos
      </Text>
      <Text as="p" tone="subdued">
        Featured photos lead the home gallery. Only photos their photographers have made public are
        listed.
      </Text>
      <Card padding="0">
        {rows.length ? (
          <DataTable
            columnContentTypes={["text", "text", "text", "text", "text"]}
            headings={["Photo", "Title", "Photographer", "Status", "Actions"]}
            rows={rows}
            verticalAlign="middle"
          />
        ) : (
          <Box padding="400">
            <Text as="p">
              No public photos yet: photos appear here once a photographer makes them public.
            </Text>
          </Box>
        )}
      </Card>
      {list.hasPrevious || list.hasNext ? (
        <nav aria-label="Pages of photos">
          <Pagination
            hasPrevious={list.hasPrevious}
            previousURL={pageUrl(list.page - 1)}
            hasNext={list.hasNext}
            nextURL={pageUrl(list.page + 1)}
            label={`Page ${list.page}`}
          />
        </nav>
      ) : null}
    </BlockStack>
  );
}
