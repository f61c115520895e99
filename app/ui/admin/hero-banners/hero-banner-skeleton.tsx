import {
  BlockStack,
  Card,
  InlineGrid,
  SkeletonBodyText,
  SkeletonDisplayText,
  Text,
} from "@shopify/polaris";

export const LIST_COLUMNS = { xs: 1, md: 2, lg: 3 } as const;

/**
 * docs/product.md#admin-dashboard: the list's loading state, 6 placeholders in the list's own grid.
 */
export function HeroBannerSkeleton() {
  return (
    <div aria-busy="true" data-testid="hero-banner-skeleton">
      <Text as="span" visuallyHidden>
        Loading hero banners…
      </Text>
      <InlineGrid columns={LIST_COLUMNS} gap="400">
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} padding="0">
            <div className="hero-banner-skeleton__image" />
            <div className="hero-banner-card__body">
              <BlockStack gap="200">
                <SkeletonDisplayText size="small" />
                <SkeletonBodyText lines={2} />
              </BlockStack>
            </div>
          </Card>
        ))}
      </InlineGrid>
    </div>
  );
}
