import { Badge, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import type { PhotoServiceView, PlaceholderServiceView } from "~/services/account/account-view";
import { GooglePhotosRow } from "./google-photos-row";

/**
 * docs/product.md#what-the-product-is: the second provider reads 'Not connected', and its Connect
 * does nothing.
 */
function PlaceholderRow({ service }: { service: PlaceholderServiceView }) {
  return (
    <InlineStack align="space-between" blockAlign="center" gap="200">
      <BlockStack gap="050">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm">
            {service.name}
          </Text>
          <Badge>Not connected</Badge>
        </InlineStack>
        <Text as="p" tone="subdued">
          {service.unavailableReason}
        </Text>
      </BlockStack>
      <Button disabled accessibilityLabel={`Connect ${service.name} (unavailable)`}>
        Connect
      </Button>
    </InlineStack>
  );
}

export function PhotoServiceRow({ service }: { service: PhotoServiceView }) {
  return service.id === "google-photos" ? (
    <GooglePhotosRow service={service} />
  ) : (
    <PlaceholderRow service={service} />
  );
}

/**
 * docs/product.md#account-page 'Connect Photo Services': the Google Photos panel, then the second
 * provider.
 */
export function PhotoServicesPanel({ services }: { services: PhotoServiceView[] }) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Connect Photo Services
        </Text>
        {services.map((service) => (
          <PhotoServiceRow key={service.id} service={service} />
        ))}
      </BlockStack>
    </Card>
  );
}
