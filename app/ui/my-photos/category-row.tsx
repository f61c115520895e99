import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigate, type FetcherWithComponents } from "@remix-run/react";
import { Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import { toast } from "~/ui/toast-store";
import type { CustomCategoryView } from "~/utils/photo-view";
import { LinkButton } from "./link-button";
import { INTENTS, renameCategorySchema, type ActionResult } from "./photo-forms";
import { useDialogLinks } from "./use-dialog-links";
import { useFetcherResult } from "./use-fetcher-result";
import { usePhotoForm } from "./use-photo-form";
import { IntentInput, ViaFetcherInput } from "./via-fetcher-input";

interface CategoryRowProps {
  category: CustomCategoryView;
  renaming: boolean;
  deletion: FetcherWithComponents<ActionResult>;
}

export function CategoryRow({ category, renaming, deletion }: CategoryRowProps) {
  const { open } = useDialogLinks();
  const deleting =
    deletion.state !== "idle" && deletion.formData?.get("categoryId") === category.id;
  if (renaming) {
    return (
      <li>
        <RenameCategoryForm category={category} />
      </li>
    );
  }
  return (
    <li hidden={deleting}>
      <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
        <Text as="span">{category.label}</Text>
        <InlineStack gap="100" wrap={false}>
          <LinkButton
            to={open({ categories: "1", renameCategory: category.id })}
            variant="tertiary"
            label={`Rename ${category.label}`}
          >
            ✎
          </LinkButton>
          <deletion.Form method="post" preventScrollReset>
            <IntentInput intent={INTENTS.deleteCategory} />
            <ViaFetcherInput />
            <input type="hidden" name="categoryId" value={category.id} />
            <Button submit tone="critical" variant="tertiary">
              {`Delete ${category.label}`}
            </Button>
          </deletion.Form>
        </InlineStack>
      </InlineStack>
    </li>
  );
}

/**
 * docs/product.md#states-and-transitions: the inline edit opens with the pencil and closes on save
 * or cancel.
 */
function RenameCategoryForm({ category }: { category: CustomCategoryView }) {
  const navigate = useNavigate();
  const { open } = useDialogLinks();
  const manager = open({ categories: "1" });
  const { fetcher, result, busy } = usePhotoForm(`rename-${category.id}`, INTENTS.renameCategory);
  const [form, fields] = useForm({
    id: `rename-category-${category.id}`,
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: renameCategorySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sent = result?.lastResult?.initialValue as Record<string, string> | undefined;
  const [label, setLabel] = useState(sent?.label ?? category.label);
  useFetcherResult(fetcher, (answer) => {
    if (answer.toast) toast(answer.toast);
    if (answer.ok) navigate(manager, { replace: true, preventScrollReset: true });
  });
  return (
    <fetcher.Form method="post" preventScrollReset {...getFormProps(form)}>
      <IntentInput intent={INTENTS.renameCategory} />
      <ViaFetcherInput />
      <input type="hidden" name="categoryId" value={category.id} />
      <InlineStack gap="200" blockAlign="end" wrap={false}>
        <div className="mp-grow">
          <TextField
            label={`Rename ${category.label}`}
            id={fields.label.id}
            name={fields.label.name}
            value={label}
            onChange={setLabel}
            error={[...(form.errors ?? []), ...(fields.label.errors ?? [])].join(" ") || undefined}
            autoComplete="off"
            autoFocus
          />
        </div>
        <Button submit variant="primary" loading={busy}>
          Save
        </Button>
        <LinkButton to={manager} replace>
          Cancel
        </LinkButton>
      </InlineStack>
    </fetcher.Form>
  );
}
