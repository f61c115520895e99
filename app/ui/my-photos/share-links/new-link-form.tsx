import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import { useState } from "react";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { formError } from "../collections/collection-form-error";
import { FormErrorBanner } from "../form-error-banner";
import { LinkFields, type LinkValues } from "./link-fields";
import { LINK_INTENTS } from "./link-form-fields";
import { NEW_LINK_VALUES, sentLinkValues } from "./link-form-values";

/** docs/product.md#share-links "New link": a refused form keeps what was typed (not the password). */
export function NewLinkForm({ failure }: { failure?: CollectionFormFailure }) {
  const [values, setValues] = useState<LinkValues>(
    failure?.form === "create" ? sentLinkValues(failure, NEW_LINK_VALUES) : NEW_LINK_VALUES,
  );
  const busy = useNavigation().formData?.get("intent") === LINK_INTENTS.create;
  const formWide = formError(failure, "create");
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={LINK_INTENTS.create} />
      <BlockStack gap="400">
        <FormErrorBanner errors={formWide ? [formWide] : undefined} />
        <LinkFields
          values={values}
          onChange={(changes) => setValues((now) => ({ ...now, ...changes }))}
          error={(field) => formError(failure, "create", field)}
        />
        <InlineStack align="end">
          <Button submit variant="primary" loading={busy}>
            Create Link
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
