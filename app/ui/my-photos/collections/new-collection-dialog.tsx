import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import { useState } from "react";
import { COLLECTION_INTENTS, type CollectionFormFailure } from "~/utils/collection-forms";
import { DialogFrame } from "../dialog-frame";
import { FormErrorBanner } from "../form-error-banner";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";
import { formError } from "./collection-form-error";
import { CollectionFields, type CollectionValues } from "./collection-fields";

/** docs/product.md#my-photos "New Collection" (`?newCollection=1`): title, description, visibility. */
export function NewCollectionDialog({
  open,
  failure,
}: {
  open: boolean;
  failure?: CollectionFormFailure;
}) {
  return (
    <DialogFrame open={open} title="New Collection">
      <NewCollectionForm failure={failure} />
    </DialogFrame>
  );
}

function NewCollectionForm({ failure }: { failure?: CollectionFormFailure }) {
  const { close } = useDialogLinks();
  const sent = failure?.form === "create" ? failure.values : {};
  const [values, setValues] = useState<CollectionValues>({
    title: sent.title ?? "",
    slug: "",
    description: sent.description ?? "",
    visibility: sent.visibility ?? "private",
  });
  const busy = useNavigation().formData?.get("intent") === COLLECTION_INTENTS.create;
  const formWide = formError(failure, "create");
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={COLLECTION_INTENTS.create} />
      <BlockStack gap="400">
        <FormErrorBanner errors={formWide ? [formWide] : undefined} />
        <CollectionFields
          values={values}
          onChange={(name, value) => setValues((now) => ({ ...now, [name]: value }))}
          error={(field) => formError(failure, "create", field)}
          withSlug={false}
        />
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace>
            Cancel
          </LinkButton>
          <Button submit variant="primary" loading={busy}>
            Create Collection
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
