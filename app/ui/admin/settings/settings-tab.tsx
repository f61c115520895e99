import { Banner, BlockStack, Card, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import { CompatibilityPanel } from "./compatibility-panel";

/** Spec §2 'Settings': placeholder text plus the compatibility testing panel. */
export function SettingsTab() {
  const hydrated = useHydrated();
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Settings
      </Text>
      <Card>
        <BlockStack gap="200">
          <Text as="h3" variant="headingMd">
            Platform Settings
          </Text>
          <Text as="p">
            Platform settings will appear here. Today the site name, database, storage, mail and AI
            provider are set through the server&apos;s environment (see the README).
          </Text>
        </BlockStack>
      </Card>
      {hydrated ? (
        <CompatibilityPanel />
      ) : (
        <Card>
          <BlockStack gap="200">
            <Text as="h3" variant="headingMd">
              Browser Compatibility
            </Text>
            <Banner tone="info">
              <p>
                The compatibility tests measure this browser, so they need JavaScript. Turn
                JavaScript on and reload this page to run them.
              </p>
            </Banner>
          </BlockStack>
        </Card>
      )}
    </BlockStack>
  );
}
