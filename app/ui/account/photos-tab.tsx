import {
  BlockStack,
  Button,
  Card,
  InlineGrid,
  InlineStack,
  ProgressBar,
  Text,
} from "@shopify/polaris";
import type { PhotoServiceView } from "~/services/account/account-view";
import type { ViewsSummary } from "~/services/gallery/views.server";
import type { PhotoStats, StorageUsage } from "~/services/photos/index.server";
import { PhotoServicesPanel } from "./photo-services-panel";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <BlockStack gap="050">
      <Text as="span" variant="headingLg">
        {value}
      </Text>
      <Text as="span" tone="subdued">
        {label}
      </Text>
    </BlockStack>
  );
}

/**
 * docs/product.md#error-catalogue: what the stats card says when the statistics could not be read.
 */
export const NO_PHOTO_STATS = "No photo statistics available";

function StatsFigures({ stats }: { stats: PhotoStats | null }) {
  if (!stats) {
    return (
      <Text as="p" tone="subdued">
        {NO_PHOTO_STATS}
      </Text>
    );
  }
  const last = stats.lastUploadDate ? new Date(stats.lastUploadDate).toLocaleDateString("en") : "—";
  return (
    <>
      <InlineGrid columns={{ xs: 2, md: 4 }} gap="400">
        <Stat label="Total Photos" value={stats.totalPhotos} />
        <Stat label="Public" value={stats.sharedPhotos} />
        <Stat label="Featured" value={stats.featuredPhotos} />
        <Stat label="Categories" value={stats.categories} />
      </InlineGrid>
      <Text as="p" tone="subdued">
        Last upload: {last}
      </Text>
    </>
  );
}

function StatsCard({ stats }: { stats: PhotoStats | null }) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          My Photos
        </Text>
        <StatsFigures stats={stats} />
        <InlineStack gap="200">
          <Button url="/my-photos">Manage Photos</Button>
          <Button url="/my-photos?upload=true" variant="primary">
            Upload Photos
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

function StorageCard({ storage }: { storage: StorageUsage }) {
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Storage
        </Text>
        <ProgressBar progress={storage.usagePercentage} size="small" />
        <Text as="p" tone="subdued">
          {storage.usedFormatted} of {storage.quotaFormatted} used ({storage.usagePercentage}%)
        </Text>
      </BlockStack>
    </Card>
  );
}

function ViewsCard({ views }: { views: ViewsSummary }) {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Views
        </Text>
        <InlineGrid columns={{ xs: 2, md: 4 }} gap="400">
          <Stat label="Portfolio views" value={views.portfolio} />
          <Stat label="Photo page views" value={views.photos} />
        </InlineGrid>
        {views.topPhotos.length ? (
          <BlockStack gap="100">
            {views.topPhotos.map((photo) => (
              <Text as="p" key={photo.id}>
                {photo.title}: {photo.views}
              </Text>
            ))}
          </BlockStack>
        ) : null}
        <Text as="p" tone="subdued">
          Counted on this server without cookies or any record of who visited.
        </Text>
      </BlockStack>
    </Card>
  );
}

export function PhotosTab(props: {
  /** Null when the statistics could not be read. */
  stats: PhotoStats | null;
  storage: StorageUsage;
  views: ViewsSummary;
  services: PhotoServiceView[];
}) {
  return (
    <BlockStack gap="400">
      <StatsCard stats={props.stats} />
      <ViewsCard views={props.views} />
      <PhotoServicesPanel services={props.services} />
      <StorageCard storage={props.storage} />
    </BlockStack>
  );
}
