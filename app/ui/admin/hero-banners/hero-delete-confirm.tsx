import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import type { HeroImageView } from "~/services/account/account-view";
import { HERO_INTENT } from "~/utils/hero-banner-schemas";
import { HERO_BANNERS_PATH } from "./hero-links";

/**
 * The confirmation (docs/product.md#validation-rules: deleting a banner asks first): a real POST,
 * with or without JS.
 */
export function HeroDeleteForm({ hero }: { hero: HeroImageView }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === HERO_INTENT.delete;
  return (
    <Form method="post" action={HERO_BANNERS_PATH} preventScrollReset>
      <input type="hidden" name="intent" value={HERO_INTENT.delete} />
      <input type="hidden" name="heroId" value={hero.id} />
      <BlockStack gap="300">
        <Text as="p">
          {`Delete the banner "${hero.name}" and all its image files? This cannot be undone.`}
        </Text>
        <InlineStack gap="300" blockAlign="center">
          <Button submit variant="primary" tone="critical" loading={busy}>
            Delete Banner
          </Button>
          <Button url={HERO_BANNERS_PATH}>Cancel</Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
