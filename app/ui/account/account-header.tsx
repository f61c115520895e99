import { BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import type { PublicUser } from "~/services/profile.server";
import { Avatar } from "../avatar";

/**
 * docs/product.md#account-page header: avatar, full name or username, partial email, account type
 * and user ID.
 */
export function AccountHeader({ user }: { user: PublicUser }) {
  return (
    <Card>
      <InlineStack gap="400" blockAlign="center" wrap={false}>
        <Avatar src={user.profileImageUrl} initial={user.initial} size={64} />
        <BlockStack gap="100">
          <Text as="h2" variant="headingLg">
            {user.displayName}
          </Text>
          <Text as="p" tone="subdued">
            {user.emailPartial}
          </Text>
          <Text as="p">Account type: {user.role || "user"}</Text>
          <Text as="p" tone="subdued">
            User ID: {user.id}
          </Text>
        </BlockStack>
      </InlineStack>
    </Card>
  );
}
