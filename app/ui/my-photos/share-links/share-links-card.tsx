import { BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import { LinkButton } from "../link-button";

/**
 * The collection page's way to its share links and its guests' selections
 * (docs/product.md#share-links): pages of their own keep the collection page short at 320 px.
 */
export function ShareLinksCard({ collectionId }: { collectionId: string }) {
  const base = `/my-photos/collections/${collectionId}`;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Share with clients
        </Text>
        <Text as="p" tone="subdued">
          Private addresses for clients, with a password, an expiry and downloads if you like.
        </Text>
        <InlineStack gap="200" wrap>
          <LinkButton to={`${base}/links`}>Share Links</LinkButton>
          <LinkButton to={`${base}/selections`}>Selections</LinkButton>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
