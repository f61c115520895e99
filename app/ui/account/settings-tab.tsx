import { BlockStack, Card, Text } from "@shopify/polaris";
import type { PhotoServiceView } from "~/services/account/account-view";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountForm } from "./delete-account-form";
import { ExportDataCard } from "./export-data-card";
import { PhotographerPreferencesForm } from "./photographer-preferences-form";
import type { PreferencesFormValues } from "~/utils/photographer-preferences";
import { PhotoServiceRow } from "./photo-services-panel";
import { RightsProgressNote } from "./rights-progress-note";
import { WatermarkSection } from "./watermark-section";
import { ApiTokensSection } from "./api-tokens-section";

export function SettingsTab(props: {
  services: PhotoServiceView[];
  hasPassword: boolean;
  username: string;
  preferences: PreferencesFormValues;
  rightsProgress: string | null;
}) {
  // docs/product.md#account-page: the second photo-library provider is a 'Not connected'
  // placeholder.
  const secondProvider = props.services.find((s) => s.id === "icloud-photos");
  return (
    <BlockStack gap="400">
      <RightsProgressNote message={props.rightsProgress} />
      <PhotographerPreferencesForm defaults={props.preferences} />
      <WatermarkSection />
      <ApiTokensSection />
      <ChangePasswordForm hasPassword={props.hasPassword} />
      {secondProvider ? (
        <Card>
          <BlockStack gap="400">
            <Text as="h2" variant="headingMd">
              Connected Accounts
            </Text>
            <PhotoServiceRow service={secondProvider} />
          </BlockStack>
        </Card>
      ) : null}
      <ExportDataCard />
      <DeleteAccountForm username={props.username} />
    </BlockStack>
  );
}
