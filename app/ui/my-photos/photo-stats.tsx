import { Card, InlineGrid, Text } from "@shopify/polaris";

export interface MyPhotoStats {
  total: number;
  public: number;
  featured: number;
}

/** docs/product.md#my-photos: the stats row. */
export function PhotoStats({ stats }: { stats: MyPhotoStats }) {
  const items = [
    { label: "Total Photos", value: stats.total },
    { label: "Public", value: stats.public },
    { label: "Featured", value: stats.featured },
  ];
  return (
    <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
      {items.map((item) => (
        <Card key={item.label}>
          <dl className="mp-stat" data-stat={item.label}>
            <dt>
              <Text as="span" tone="subdued">
                {item.label}
              </Text>
            </dt>
            <dd>
              <Text as="span" variant="heading2xl">
                {item.value}
              </Text>
            </dd>
          </dl>
        </Card>
      ))}
    </InlineGrid>
  );
}
