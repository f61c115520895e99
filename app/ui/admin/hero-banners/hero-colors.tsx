import { Badge, BlockStack, InlineStack, Text } from "@shopify/polaris";
import type { HeroImageView } from "~/services/account/account-view";

/**
 * docs/product.md#entities colour analysis: swatches with their share, mood and brightness, or its
 * absence.
 */
export function HeroColors({ hero }: { hero: HeroImageView }) {
  if (!hero.colorAnalysisComplete) {
    return (
      <InlineStack>
        <Badge tone="attention">Colours not analysed</Badge>
      </InlineStack>
    );
  }
  return (
    <BlockStack gap="100">
      <ul className="hero-banner-swatches" aria-label={`Colours of ${hero.name}`}>
        {hero.colors.slice(0, 6).map((color) => (
          <li key={color.hex} className="hero-banner-swatch">
            <span
              className="hero-banner-swatch__chip"
              style={{ background: color.hex }}
              aria-hidden="true"
            />
            <span>
              {color.hex}
              {color.percentage !== undefined ? ` ${Math.round(color.percentage)}%` : ""}
            </span>
          </li>
        ))}
      </ul>
      <Text as="p" tone="subdued" variant="bodySm">
        {[
          hero.dominantColor && `Dominant ${hero.dominantColor}`,
          hero.mood && `mood ${hero.mood}`,
          hero.brightness && `brightness ${hero.brightness}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </BlockStack>
  );
}
