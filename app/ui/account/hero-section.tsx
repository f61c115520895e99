import { BlockStack, Button, Card, Text } from "@shopify/polaris";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type {
  HeroImageView,
  HeroPaletteView,
  HeroSelectionView,
  PhotoChoiceView,
} from "~/services/account/account-view";
import { CUSTOM_HERO_PREFIX, INTENT } from "~/utils/account-schemas";
import { HeroChoices } from "./hero-choices";
import { HeroPalette } from "./hero-palette";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

interface HeroSectionProps {
  heroes: HeroImageView[];
  selection: HeroSelectionView | null;
  palette: HeroPaletteView | null;
  photoChoices: PhotoChoiceView[];
}

/**
 * docs/product.md#account-page, docs/product.md#states-and-transitions Hero banner: a global hero
 * or one of the user's photos (`custom-{photoId}`), as radios in one form. Save stays disabled
 * until another hero is picked (with JavaScript).
 */
export function HeroSection({ heroes, selection, palette, photoChoices }: HeroSectionProps) {
  const { fetcher, busy } = useAccountAction(INTENT.setHero);
  const [choice, setChoice] = useState<string | null>(null);
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("heroId");
  const current = typeof pending === "string" ? pending : selection?.id;
  const currentName =
    heroes.find((h) => h.id === current)?.name ??
    photoChoices.find((p) => `${CUSTOM_HERO_PREFIX}${p.id}` === current)?.title ??
    selection?.name;
  const radio = (value: string) => ({
    name: "heroId",
    value,
    defaultChecked: value === selection?.id,
    onChange: () => setChoice(value),
  });
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Hero Banner
        </Text>
        <Text as="p" tone="subdued">
          {current
            ? `Current hero: ${currentName}`
            : "Your portfolio shows the default hero image."}
        </Text>
        <fetcher.Form method="post" action={accountAction("profile")}>
          <IntentInput intent={INTENT.setHero} />
          <BlockStack gap="400">
            <HeroChoices heroes={heroes} photoChoices={photoChoices} radio={radio} />
            <div>
              <Button
                submit
                variant="primary"
                loading={busy}
                disabled={hydrated && (!choice || choice === current)}
              >
                Save Hero Image
              </Button>
            </div>
          </BlockStack>
        </fetcher.Form>
        <HeroPalette palette={palette} />
      </BlockStack>
    </Card>
  );
}
