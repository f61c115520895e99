import { useFormAction } from "@remix-run/react";
import { Banner, BlockStack, Button, Text } from "@shopify/polaris";
import { useId, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  BULK_DEFAULT_CATEGORY,
  BULK_FILE_FIELD,
  BULK_MAX_FILES,
  BULK_MESSAGES,
  type BulkUploadOutcome,
} from "~/utils/bulk-upload";
import { ACCEPTED_PHOTO_TYPES, type CategoryOption } from "~/utils/photo-view";
import { fromResults } from "./bulk-items";
import { BulkResults } from "./bulk-results";
import { UploadDuplicatesCheckbox } from "./upload-duplicates-checkbox";
import { useUploadLimitMb } from "~/ui/my-photos/use-upload-limit";
import { useBulkUpload } from "./use-bulk-upload";

interface BulkUploadProps {
  categories: CategoryOption[];
  /** The server's answer to a plain (no-JavaScript) post of this form. */
  outcome?: BulkUploadOutcome;
}

/**
 * Many photos at once (docs/product.md#admin-dashboard 'Bulk upload'). One form, two ways: without
 * JavaScript a plain multi-file post that the page's action runs through the pipeline file by file;
 * with it, each file is optimised and sent to the upload API on its own, with its own progress.
 */
export function BulkUpload({ categories, outcome }: BulkUploadProps) {
  const hydrated = useHydrated();
  const maxUploadMb = useUploadLimitMb();
  const action = useFormAction();
  const fileId = useId();
  const categoryId = useId();
  const files = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState(BULK_DEFAULT_CATEGORY);
  const [notice, setNotice] = useState<string | null>(null);
  const bulk = useBulkUpload();
  const items = bulk.items.length ? bulk.items : fromResults(outcome?.results ?? []);
  const error = notice ?? outcome?.error ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Array.from(files.current?.files ?? []);
    setNotice(chosen.length ? null : BULK_MESSAGES.noFiles);
    if (!chosen.length) return;
    // The list holds the files now; the input is free for the next ones.
    if (files.current) files.current.value = "";
    void bulk.add(chosen);
    bulk.start(category);
  };

  return (
    <BlockStack gap="400">
      <form
        method="post"
        encType="multipart/form-data"
        action={action}
        onSubmit={hydrated ? onSubmit : undefined}
      >
        <BlockStack gap="400">
          {error ? (
            <Banner tone="critical">
              <p role="alert">{error}</p>
            </Banner>
          ) : null}
          <BlockStack gap="100">
            <label htmlFor={categoryId}>
              <Text as="span">Category for these photos</Text>
            </label>
            <select
              id={categoryId}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              disabled={bulk.running}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </BlockStack>
          <BlockStack gap="100">
            <label htmlFor={fileId}>
              <Text as="span">Photos</Text>
            </label>
            <input
              ref={files}
              id={fileId}
              type="file"
              name={BULK_FILE_FIELD}
              multiple
              accept={ACCEPTED_PHOTO_TYPES}
              disabled={bulk.running}
            />
            <Text as="p" tone="subdued" variant="bodySm">
              {hydrated
                ? `JPG, PNG, WEBP, HEIC, HEIF or TIFF, each up to ${maxUploadMb}MB.`
                : `JPG, PNG, WEBP, HEIC, HEIF or TIFF, each up to ${maxUploadMb}MB; up to ${BULK_MAX_FILES} files at a time.`}{" "}
              Each photo takes the title written into its file, else its file name, and stays
              private until you make it public.
            </Text>
          </BlockStack>
          {hydrated ? null : <UploadDuplicatesCheckbox />}
          <div>
            <Button submit variant="primary" disabled={bulk.running} loading={bulk.running}>
              Upload Files
            </Button>
          </div>
        </BlockStack>
      </form>
      <BulkResults items={items} running={bulk.running} onDecide={bulk.decide} />
    </BlockStack>
  );
}
