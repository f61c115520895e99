import { Badge, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import type { PhotoServiceView } from "~/services/account/account-view";

export function PhotoServiceRow({ service }: { service: PhotoServiceView }) {
  return (
    <InlineStack align="space-between" blockAlign="center" gap="200">
      <BlockStack gap="050">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm">
            {service.name}
          </Text>
          <Badge tone={service.connected ? "success" : undefined}>
            {service.connected ? "Connected" : "Not connected"}
          </Badge>
        </InlineStack>
        {service.unavailableReason ? (
          <Text as="p" tone="subdued">
            {service.unavailableReason}
          </Text>
        ) : null}
      </BlockStack>
      {service.connectUrl ? (
        <Button url={service.connectUrl}>Connect</Button>
      ) : (
        <Button disabled accessibilityLabel={`Connect ${service.name} (unavailable)`}>
          Connect
        </Button>
      )}
    </InlineStack>
  );
}

/** Spec §2 'Connect Photo Services': both providers read 'Not connected' until the import exists. */
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
