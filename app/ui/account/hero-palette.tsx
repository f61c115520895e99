import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import type { HeroPaletteView } from "~/services/account/account-view";
import { INTENT } from "~/utils/account-schemas";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

/**
 * docs/product.md#account-page colour palette panel: 'Extract Color Palette' until the hero's
 * analysis is complete, then 'Re-extract'. A freshly extracted palette (the action's answer) wins
 * over the stored one.
 */
export function HeroPalette({ palette }: { palette: HeroPaletteView | null }) {
  const { fetcher, result, busy } = useAccountAction(INTENT.extractPalette);
  // An extraction answered for an earlier hero says nothing about this one.
  const fresh = result?.palette?.heroId === palette?.heroId ? result?.palette : undefined;
  const shown = fresh ?? palette;
  if (!shown) {
    return (
      <Text as="p" tone="subdued">
        Choose a hero to see its colour palette.
      </Text>
    );
  }
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        Color Palette
      </Text>
      {shown.colors.length ? (
        <ul className="account-swatches" aria-label="Hero colours">
          {shown.colors.map((color) => (
            <li key={color.hex} className="account-swatch" title={color.hex}>
              <span className="account-swatch__chip" style={{ background: color.hex }} />
              <span>{color.hex}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {shown.unavailableReason ? (
        <Text as="p" tone="subdued">
          {shown.unavailableReason}
        </Text>
      ) : (
        <fetcher.Form method="post" action={accountAction("profile")}>
          <IntentInput intent={INTENT.extractPalette} />
          <InlineStack>
            <Button submit loading={busy}>
              {shown.complete ? "Re-extract" : "Extract Color Palette"}
            </Button>
          </InlineStack>
        </fetcher.Form>
      )}
    </BlockStack>
  );
}
