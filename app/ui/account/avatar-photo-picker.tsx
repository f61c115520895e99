import { BlockStack, Text } from "@shopify/polaris";
import type { PhotoChoiceView } from "~/services/account/account-view";
import { INTENT } from "~/utils/account-schemas";
import { PhotoPickerGrid } from "./photo-picker-grid";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

/** Each thumbnail is a submit button carrying its photo id: one click, with or without JavaScript. */
export function AvatarPhotoPicker({ photos }: { photos: PhotoChoiceView[] }) {
  const { fetcher } = useAccountAction(INTENT.avatarFromPhoto);
  const pending = fetcher.formData?.get("photoId");
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">
        Or choose one of your photos
      </Text>
      {photos.length === 0 ? (
        <Text as="p" tone="subdued">
          Photos you upload in My Photos can be used here.
        </Text>
      ) : (
        <fetcher.Form method="post" action={accountAction("profile")}>
          <IntentInput intent={INTENT.avatarFromPhoto} />
          <PhotoPickerGrid
            photos={photos}
            label="Your photos"
            renderControl={(photo, thumbnail) => (
              <button
                type="submit"
                name="photoId"
                value={photo.id}
                className="account-picker__choice"
                aria-label={`Use ${photo.title} as profile picture`}
                aria-busy={pending === photo.id}
                disabled={Boolean(pending)}
              >
                {thumbnail}
              </button>
            )}
          />
        </fetcher.Form>
      )}
    </BlockStack>
  );
}
