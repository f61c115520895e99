import { BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import type { PhotoChoiceView } from "~/services/account/account-view";
import type { PublicUser } from "~/services/profile.server";
import { Avatar } from "../avatar";
import { AvatarPhotoPicker } from "./avatar-photo-picker";
import { AvatarUploadForm } from "./avatar-upload-form";

/**
 * docs/product.md#account-page Profile picture: upload a file, or pick one of the user's own
 * photos.
 */
export function AvatarSection({
  user,
  photoChoices,
}: {
  user: PublicUser;
  photoChoices: PhotoChoiceView[];
}) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Profile Picture
        </Text>
        <InlineStack gap="400" blockAlign="start">
          <div data-testid="current-avatar">
            <Avatar src={user.profileImageUrl} initial={user.initial} size={96} />
          </div>
          <AvatarUploadForm />
        </InlineStack>
        <AvatarPhotoPicker photos={photoChoices} />
      </BlockStack>
    </Card>
  );
}
