import { Badge, BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import type { HeroImageView } from "~/services/account/account-view";
// The barrel, as public pages import it: the SDK stays one file in the browser (ADR 30).
import { HeroImage } from "~/template-sdk";
import { HERO_INTENT } from "~/utils/hero-banner-schemas";
import { BannerButtonForm, BannerDialogButton } from "./banner-button-form";
import { HeroColors } from "./hero-colors";

/** The list's cards are a third of the page wide at most, the full width on a phone. */
export const CARD_IMAGE_SIZES = "(min-width: 1040px) 22rem, (min-width: 768px) 45vw, 100vw";

/**
 * One banner (docs/product.md#admin-dashboard): thumbnail, name, title, file, default badge and
 * colours, with its actions. The default has neither 'Set as default' nor 'Delete': there is always
 * one default.
 */
export function HeroBannerCard({ hero }: { hero: HeroImageView }) {
  return (
    <Card padding="0">
      <article className="hero-banner-card" aria-labelledby={`hero-${hero.id}-name`}>
        <HeroImage
          url={hero.url}
          picture={hero.picture}
          sizes={CARD_IMAGE_SIZES}
          className="hero-banner-card__image"
        />
        <div className="hero-banner-card__body">
          <BlockStack gap="200">
            <InlineStack gap="200" blockAlign="center" wrap>
              <Text as="h3" variant="headingMd" id={`hero-${hero.id}-name`}>
                {hero.name}
              </Text>
              {hero.isDefault ? <Badge tone="success">Default</Badge> : null}
            </InlineStack>
            {hero.title ? <Text as="p">{hero.title}</Text> : null}
            {hero.description ? (
              <Text as="p" tone="subdued">
                {hero.description}
              </Text>
            ) : null}
            {hero.fileName ? (
              <Text as="p" tone="subdued" variant="bodySm">
                {`File: ${hero.fileName}`}
              </Text>
            ) : null}
            <HeroColors hero={hero} />
            <InlineStack gap="200" wrap>
              <BannerDialogButton param="edit" heroId={hero.id} subject={hero.name}>
                Edit
              </BannerDialogButton>
              {hero.isDefault ? null : (
                <BannerButtonForm
                  intent={HERO_INTENT.setDefault}
                  heroId={hero.id}
                  subject={hero.name}
                >
                  Set as Default
                </BannerButtonForm>
              )}
              <BannerButtonForm
                intent={HERO_INTENT.extractColors}
                heroId={hero.id}
                subject={hero.name}
              >
                {hero.colorAnalysisComplete ? "Re-extract Colors" : "Extract Colors"}
              </BannerButtonForm>
              {hero.isDefault ? null : (
                <BannerDialogButton
                  param="delete"
                  heroId={hero.id}
                  subject={hero.name}
                  tone="critical"
                >
                  Delete
                </BannerDialogButton>
              )}
            </InlineStack>
          </BlockStack>
        </div>
      </article>
    </Card>
  );
}
