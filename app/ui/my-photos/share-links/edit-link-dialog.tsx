import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import { useState } from "react";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { formError } from "../collections/collection-form-error";
import { DialogFrame } from "../dialog-frame";
import { FormErrorBanner } from "../form-error-banner";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";
import { LinkFields, type LinkValues } from "./link-fields";
import { LINK_FIELDS, LINK_INTENTS } from "./link-form-fields";
import { savedLinkValues, sentLinkValues } from "./link-form-values";
import { linkName, type LinkRow } from "./link-row-view";

/** docs/product.md#share-links "Edit" (`?edit={linkId}`): the same fields, the same address. */
export function EditLinkDialog({
  link,
  failure,
}: {
  link: LinkRow | null;
  failure?: CollectionFormFailure;
}) {
  return (
    <DialogFrame open={link !== null} title={link ? `Edit ${linkName(link)}` : "Edit link"}>
      {link ? <EditLinkForm key={link.id} link={link} failure={failure} /> : null}
    </DialogFrame>
  );
}

function EditLinkForm({ link, failure }: { link: LinkRow; failure?: CollectionFormFailure }) {
  const { close } = useDialogLinks();
  const saved = savedLinkValues(link);
  const [values, setValues] = useState<LinkValues>(
    failure?.form === "edit" ? sentLinkValues(failure, saved) : saved,
  );
  const busy = useNavigation().formData?.get("intent") === LINK_INTENTS.edit;
  const formWide = formError(failure, "edit");
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={LINK_INTENTS.edit} />
      <input type="hidden" name={LINK_FIELDS.linkId} value={link.id} />
      <input type="hidden" name={LINK_FIELDS.savedExpiresOn} value={saved.expiresOn} />
      <BlockStack gap="400">
        <FormErrorBanner errors={formWide ? [formWide] : undefined} />
        <LinkFields
          values={values}
          onChange={(changes) => setValues((now) => ({ ...now, ...changes }))}
          error={(field) => formError(failure, "edit", field)}
          editing={{ hasPassword: link.hasPassword }}
        />
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace>
            Cancel
          </LinkButton>
          <Button submit variant="primary" loading={busy}>
            Save Link
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
