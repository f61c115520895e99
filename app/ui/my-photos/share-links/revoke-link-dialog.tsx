import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { formError } from "../collections/collection-form-error";
import { DialogFrame } from "../dialog-frame";
import { FormErrorBanner } from "../form-error-banner";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";
import { LINK_FIELDS, LINK_INTENTS } from "./link-form-fields";
import { linkName, type LinkRow } from "./link-row-view";

/**
 * docs/product.md#share-links-in-my-photos "Revoke" (`?delete={linkId}`): asks first, as deleting
 * a collection does; without JavaScript the question is a section at the top of the page. Asked
 * of a revoked link, the same form deletes it for good, with its guests' selections.
 */
export function RevokeLinkDialog({
  link,
  failure,
}: {
  link: LinkRow | null;
  failure?: CollectionFormFailure;
}) {
  const { close } = useDialogLinks();
  const busy = useNavigation().formData?.get("intent") === LINK_INTENTS.revoke;
  const refused = formError(failure, "revoke");
  const deleting = Boolean(link?.revokedAt);
  const action = deleting ? "Delete Link" : "Revoke Link";
  return (
    <DialogFrame open={link !== null} title={action} size="small">
      {link ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={LINK_INTENTS.revoke} />
          <input type="hidden" name={LINK_FIELDS.linkId} value={link.id} />
          <BlockStack gap="400">
            <FormErrorBanner errors={refused ? [refused] : undefined} />
            <Text as="p">
              {deleting
                ? `Delete "${linkName(link)}" for good? Its guests' names and emails, their favourites and comments, and its activity are deleted with it. This cannot be undone.`
                : `Revoke "${linkName(link)}"? Its address stops working at once, for everyone who has it, and cannot be used again. To share the collection again, make a new link.`}
            </Text>
            <InlineStack gap="200" align="end">
              <LinkButton to={close} replace>
                Cancel
              </LinkButton>
              <Button submit variant="primary" tone="critical" loading={busy}>
                {action}
              </Button>
            </InlineStack>
          </BlockStack>
        </Form>
      ) : null}
    </DialogFrame>
  );
}
