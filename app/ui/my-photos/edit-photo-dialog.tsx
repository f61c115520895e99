import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useNavigate } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Select, TextField } from "@shopify/polaris";
import { useState } from "react";
import { toast } from "~/ui/toast-store";
import type { CategoryOption, PhotoView } from "~/utils/photo-view";
import { DialogFrame } from "./dialog-frame";
import { LinkButton } from "./link-button";
import { formatTags } from "./parse-tags";
import { editPhotoSchema, INTENTS } from "./photo-forms";
import { FormErrorBanner } from "./form-error-banner";
import { RightsFields } from "./rights-fields";
import { useDialogLinks } from "./use-dialog-links";
import { useFetcherResult } from "./use-fetcher-result";
import { usePhotoForm } from "./use-photo-form";
import { IntentInput, ViaFetcherInput } from "./via-fetcher-input";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

interface EditPhotoDialogProps {
  /** From the address: the dialog's fetcher outlives a photo that vanished meanwhile. */
  photoId: string | null;
  photo: PhotoView | null;
  categories: CategoryOption[];
}

/**
 * docs/product.md#my-photos "Edit Photo Metadata": title (required), description, category, tags;
 * then the photo's rights and licence.
 */
export function EditPhotoDialog({ photoId, photo, categories }: EditPhotoDialogProps) {
  const navigate = useNavigate();
  const { close } = useDialogLinks();
  const form = usePhotoForm(`edit-${photoId}`, INTENTS.edit);
  useFetcherResult(form.fetcher, (answer) => {
    if (answer.toast) toast(answer.toast);
    if (answer.ok) navigate(close, { replace: true, preventScrollReset: true });
  });
  return (
    <DialogFrame open={photo !== null} title="Edit Photo Metadata">
      {photo ? (
        <EditPhotoForm key={photo.id} photo={photo} categories={categories} {...form} />
      ) : null}
    </DialogFrame>
  );
}

interface EditPhotoFormProps extends ReturnType<typeof usePhotoForm> {
  photo: PhotoView;
  categories: CategoryOption[];
}

function EditPhotoForm({ photo, categories, fetcher, result, busy }: EditPhotoFormProps) {
  const { close } = useDialogLinks();
  const [form, fields] = useForm({
    id: `edit-photo-${photo.id}`,
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editPhotoSchema }),
    ...VALIDATION_TIMING,
  });
  // Polaris fields are controlled; after a failed plain post they start from what was sent.
  const sent = result?.lastResult?.initialValue as Record<string, string> | undefined;
  const [title, setTitle] = useState(sent?.title ?? photo.title);
  const [description, setDescription] = useState(sent?.description ?? photo.description);
  const [category, setCategory] = useState(sent?.category ?? photo.category);
  const [tags, setTags] = useState(sent?.tags ?? formatTags(photo.tags));

  const options = categories.map((c) => ({ label: c.label, value: c.id }));
  if (!categories.some((c) => c.id === category))
    options.push({ label: category, value: category });
  return (
    <fetcher.Form method="post" preventScrollReset {...getFormProps(form)}>
      <IntentInput intent={INTENTS.edit} />
      <ViaFetcherInput />
      <input type="hidden" name="photoId" value={photo.id} />
      <BlockStack gap="400">
        <FormErrorBanner errors={form.errors} />
        <TextField
          label="Title"
          id={fields.title.id}
          name={fields.title.name}
          value={title}
          onChange={setTitle}
          error={fields.title.errors?.join(" ")}
          requiredIndicator
          autoComplete="off"
        />
        <TextField
          label="Description"
          name={fields.description.name}
          value={description}
          onChange={setDescription}
          multiline={3}
          autoComplete="off"
        />
        <Select
          label="Category"
          name={fields.category.name}
          options={options}
          value={category}
          onChange={setCategory}
        />
        <TextField
          label="Tags"
          name={fields.tags.name}
          value={tags}
          onChange={setTags}
          helpText="Separate tags with commas."
          autoComplete="off"
        />
        <RightsFields
          photo={photo}
          sent={sent}
          errors={{ licenseUrl: fields.licenseUrl.errors?.join(" ") }}
        />
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace>
            Cancel
          </LinkButton>
          <Button submit variant="primary" loading={busy}>
            Save Changes
          </Button>
        </InlineStack>
      </BlockStack>
    </fetcher.Form>
  );
}
