import { BlockStack, Card, InlineGrid, Text } from "@shopify/polaris";

export interface Tile {
  label: string;
  value: string | number;
}

/**
 * A row of figures (docs/product.md#admin-dashboard 'summary tiles'), each a label over its value.
 */
export function SummaryTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <InlineGrid columns={{ xs: 2, md: tiles.length }} gap="300">
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <BlockStack gap="100">
            <Text as="h3" variant="bodySm" tone="subdued">
              {tile.label}
            </Text>
            <Text as="p" variant="headingLg">
              {tile.value}
            </Text>
          </BlockStack>
        </Card>
      ))}
    </InlineGrid>
  );
}
