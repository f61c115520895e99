import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { COLLECTION_INTENTS } from "~/utils/collection-forms";
import { DialogFrame } from "../dialog-frame";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";

interface DeleteCollectionDialogProps {
  collection: { id: string; title: string; photoCount: number } | null;
}

const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/**
 * docs/product.md#my-photos: deleting a collection asks first and says what stays: its photos,
 * which only leave the collection (docs/decisions/0061-collections-and-orders.md).
 */
export function DeleteCollectionDialog({ collection }: DeleteCollectionDialogProps) {
  const { close } = useDialogLinks();
  const busy = useNavigation().formData?.get("intent") === COLLECTION_INTENTS.delete;
  return (
    <DialogFrame open={collection !== null} title="Delete Collection" size="small">
      {collection ? (
        <Form method="post" action="/my-photos/collections" preventScrollReset>
          <input type="hidden" name="intent" value={COLLECTION_INTENTS.delete} />
          <input type="hidden" name="collectionId" value={collection.id} />
          <BlockStack gap="400">
            <Text as="p">
              {`Delete the collection "${collection.title}"? Its ${photos(collection.photoCount)} stay in My Photos; only the collection is deleted.`}
            </Text>
            <InlineStack gap="200" align="end">
              <LinkButton to={close} replace>
                Cancel
              </LinkButton>
              <Button submit variant="primary" tone="critical" loading={busy}>
                Delete Collection
              </Button>
            </InlineStack>
          </BlockStack>
        </Form>
      ) : null}
    </DialogFrame>
  );
}
