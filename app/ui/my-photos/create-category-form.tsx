import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { BlockStack, Button, InlineStack, TextField } from "@shopify/polaris";
import { useState } from "react";
import { toast } from "~/ui/toast-store";
import { FormErrorBanner } from "./form-error-banner";
import { createCategorySchema, INTENTS } from "./photo-forms";
import { useFetcherResult } from "./use-fetcher-result";
import { usePhotoForm } from "./use-photo-form";
import { IntentInput, ViaFetcherInput } from "./via-fetcher-input";

export function CreateCategoryForm() {
  const { fetcher, result, busy } = usePhotoForm("create-category", INTENTS.createCategory);
  const [form, fields] = useForm({
    id: "create-category",
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createCategorySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sent = result?.lastResult?.initialValue as Record<string, string> | undefined;
  const [label, setLabel] = useState(sent?.label ?? "");
  useFetcherResult(fetcher, (answer) => {
    if (answer.toast) toast(answer.toast);
    if (answer.ok) setLabel("");
  });
  return (
    <fetcher.Form method="post" preventScrollReset {...getFormProps(form)}>
      <IntentInput intent={INTENTS.createCategory} />
      <ViaFetcherInput />
      <BlockStack gap="200">
        <FormErrorBanner errors={form.errors} />
        <InlineStack gap="200" blockAlign="end" wrap={false}>
          <div className="mp-grow">
            <TextField
              label="New category"
              id={fields.label.id}
              name={fields.label.name}
              value={label}
              onChange={setLabel}
              error={fields.label.errors?.join(" ")}
              placeholder="e.g. Weddings"
              autoComplete="off"
            />
          </div>
          <Button submit variant="primary" loading={busy}>
            Add Category
          </Button>
        </InlineStack>
      </BlockStack>
    </fetcher.Form>
  );
}
