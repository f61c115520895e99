import { useFormAction } from "@remix-run/react";
import {
  BlockStack,
  Button,
  InlineStack,
  ProgressBar,
  Select,
  Text,
  TextField,
} from "@shopify/polaris";
import { useId, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ACCEPTED_PHOTO_TYPES, type CategoryOption } from "~/utils/photo-view";
import { FormErrorBanner } from "./form-error-banner";
import { LinkButton } from "./link-button";
import { INTENTS } from "./photo-forms";
import { UploadPreview } from "./upload-preview";
import { useDialogLinks } from "./use-dialog-links";
import { useUploadFlow } from "./use-upload-flow";

interface UploadFormProps {
  categories: CategoryOption[];
  failure?: { error: string; fields: Record<string, string> };
  onUploaded: () => void;
}

const SUBMIT_LABEL = {
  idle: "Upload Photo",
  processing: "Processing...",
  uploading: "Uploading...",
};

/**
 * One form, two ways: without JavaScript a plain multipart post to this page's action; with
 * it, the file is optimised in the browser and sent to the upload API with progress.
 */
export function UploadForm({ categories, failure, onUploaded }: UploadFormProps) {
  const hydrated = useHydrated();
  const action = useFormAction();
  const { close } = useDialogLinks();
  const fileId = useId();
  const flow = useUploadFlow(categories, onUploaded, {
    title: failure?.fields.title ?? "",
    category: failure?.fields.category ?? "",
    description: failure?.fields.description ?? "",
  });
  const busy = flow.phase !== "idle" || flow.image.progress !== null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit();
  };
  const options = [
    { label: "Select a category", value: "" },
    ...categories.map((c) => ({ label: c.label, value: c.id })),
  ];
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={hydrated ? onSubmit : undefined}
      noValidate
    >
      <input type="hidden" name="intent" value={INTENTS.upload} />
      <input type="hidden" name="imageType" value="photo" />
      <input type="hidden" name="aiAltText" value={flow.ai.altText} />
      <input type="hidden" name="aiTags" value={JSON.stringify(flow.ai.tags)} />
      <BlockStack gap="400">
        <FormErrorBanner errors={failure ? [failure.error] : undefined} />
        <BlockStack gap="100">
          <label htmlFor={fileId}>
            <Text as="span">Photo</Text>
          </label>
          <input
            ref={flow.fileInput}
            id={fileId}
            type="file"
            name="image"
            accept={ACCEPTED_PHOTO_TYPES}
            disabled={flow.phase !== "idle"}
            onChange={(event) => void flow.choose(event.currentTarget.files?.[0])}
          />
          <Text as="p" tone="subdued" variant="bodySm">
            JPG, PNG, WEBP, HEIC, HEIF or TIFF, up to 25MB.
          </Text>
        </BlockStack>
        <UploadPreview
          prepared={flow.image.prepared}
          progress={flow.image.progress}
          analysing={flow.analysing}
        />
        <TextField
          label="Title"
          name="title"
          value={flow.fields.title}
          onChange={(value) => flow.editField("title", value)}
          requiredIndicator
          autoComplete="off"
        />
        <Select
          label="Category"
          name="category"
          options={options}
          value={flow.fields.category}
          onChange={(value) => flow.editField("category", value)}
          requiredIndicator
        />
        <TextField
          label="Description"
          name="description"
          value={flow.fields.description}
          onChange={(value) => flow.editField("description", value)}
          multiline={3}
          autoComplete="off"
        />
        {flow.phase === "uploading" ? (
          <BlockStack gap="100">
            <Text as="p" tone="subdued">{`Uploading… ${flow.uploadProgress}%`}</Text>
            <ProgressBar progress={flow.uploadProgress} size="small" />
          </BlockStack>
        ) : null}
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace disabled={flow.phase !== "idle"}>
            Cancel
          </LinkButton>
          <Button submit variant="primary" disabled={busy}>
            {SUBMIT_LABEL[flow.phase]}
          </Button>
        </InlineStack>
      </BlockStack>
    </form>
  );
}
