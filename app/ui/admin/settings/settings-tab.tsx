import { Banner, BlockStack, Card, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { InvitationView } from "~/services/site-settings/invitations.server";
import { CompatibilityPanel } from "./compatibility-panel";
import { InvitationsCard } from "./invitations-card";
import { SETTINGS_INTENT, type SettingsActionResult } from "./settings-intents";
import { SiteSettingsForm, type SiteSettingsFormProps } from "./site-settings-form";

type SettingsTabProps = Omit<SiteSettingsFormProps, "lastResult" | "saved"> & {
  invitations: InvitationView[];
  result: SettingsActionResult | null;
};

/**
 * docs/product.md#admin-dashboard 'Settings': the site's settings, its invitation links and the
 * compatibility panel.
 */
export function SettingsTab({ invitations, result, ...form }: SettingsTabProps) {
  const hydrated = useHydrated();
  const saveResult = result?.intent === SETTINGS_INTENT.save ? result : null;
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Settings
      </Text>
      <SiteSettingsForm
        {...form}
        lastResult={saveResult?.result ?? null}
        saved={saveResult?.saved ?? false}
      />
      <InvitationsCard
        invitations={invitations}
        created={result?.intent === SETTINGS_INTENT.create ? result.invitation : null}
        error={result?.intent === SETTINGS_INTENT.revoke ? result.error : null}
      />
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
