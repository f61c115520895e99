import { BlockStack, Button, Card, InlineGrid, InlineStack, Text } from "@shopify/polaris";
import type { PublicUser } from "~/services/profile.server";
import { accountSectionHref, type AccountSection } from "./account-tabs";
import { CopyUrlField } from "./copy-url-field";

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <BlockStack gap="050">
      <Text as="span" tone="subdued" variant="bodySm">
        {label}
      </Text>
      <Text as="span">{value || "Not set"}</Text>
    </BlockStack>
  );
}

/**
 * docs/product.md#account-page profile summary. Refresh is a link to this very page: following it
 * re-runs the loaders with JavaScript (a revalidation, no reload) and reloads the page without.
 */
export function ProfileSummaryCard(props: {
  user: PublicUser;
  portfolioUrl: string;
  tab: AccountSection;
}) {
  const { user, portfolioUrl, tab } = props;
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Profile
          </Text>
          <Button url={accountSectionHref(tab)} variant="tertiary">
            Refresh
          </Button>
        </InlineStack>
        <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
          <Fact label="Username" value={user.username} />
          <Fact label="First name" value={user.firstName} />
          <Fact label="Last name" value={user.lastName} />
        </InlineGrid>
        <CopyUrlField url={portfolioUrl} />
      </BlockStack>
    </Card>
  );
}
