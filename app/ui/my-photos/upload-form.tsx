import { useFormAction, useRevalidator } from "@remix-run/react";
import {
  BlockStack,
  Button,
  InlineStack,
  ProgressBar,
  Select,
  Text,
  TextField,
} from "@shopify/polaris";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { fromResults, isDone } from "~/ui/bulk-upload/bulk-items";
import { BulkResults } from "~/ui/bulk-upload/bulk-results";
import { UploadDuplicatesCheckbox } from "~/ui/bulk-upload/upload-duplicates-checkbox";
import { useBulkUpload } from "~/ui/bulk-upload/use-bulk-upload";
import { toast } from "~/ui/toast-store";
import { BULK_FILE_FIELD, BULK_MAX_FILES } from "~/utils/bulk-upload";
import { ACCEPTED_PHOTO_TYPES, UPLOAD_MESSAGES, type CategoryOption } from "~/utils/photo-view";
import type { CollectionChoice } from "./collections/add-to-collection-form";
import {
  UploadCollectionsField,
  addToCollections,
  tickedCollections,
} from "./collections/upload-collections";
import { DuplicateNotice } from "./duplicate-notice";
import { FormErrorBanner } from "./form-error-banner";
import { LinkButton } from "./link-button";
import { INTENTS, type UploadOutcome } from "./photo-forms";
import { fromFileSummary } from "./prefill-from-file";
import { toastFromMessage } from "./toast-text";
import { UploadPreview } from "./upload-preview";
import { useDialogLinks } from "./use-dialog-links";
import { useFileDrop } from "./use-file-drop";
import { useKeepOriginals } from "./use-keep-originals";
import { useUploadFlow } from "./use-upload-flow";
import { useUploadLimitMb } from "./use-upload-limit";

interface UploadFormProps {
  categories: CategoryOption[];
  /** The photographer's collections, offered as checkboxes (none ticked). */
  collections: CollectionChoice[];
  failure?: UploadOutcome;
  onUploaded: () => void;
  dropped?: File[] | null;
  onDroppedTaken?: () => void;
}

const SUBMIT_LABEL = {
  idle: "Upload Photo",
  processing: "Processing...",
  uploading: "Uploading...",
};

const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/** The page's list is read again whenever a run of uploads settles, so new photos show behind. */
function useReloadWhenSettled(running: boolean) {
  const { revalidate } = useRevalidator();
  const was = useRef(false);
  useEffect(() => {
    if (was.current && !running) revalidate();
    was.current = running;
  }, [running, revalidate]);
}

/**
 * One form, three ways. Without JavaScript: a plain multipart post of every chosen file to this
 * page's action, which reports each file (duplicates skipped unless asked for). With it, one
 * photo goes through optimisation, preview and suggestions to the upload API; several (chosen
 * or dropped) become a list, each row checked for duplicates and sent on its own with progress.
 */
export function UploadForm(props: UploadFormProps) {
  const { categories, collections, failure, onUploaded, dropped, onDroppedTaken } = props;
  // The collections ticked when the form was sent; the new photo joins them once stored.
  const ticked = useRef<string[]>([]);
  const uploaded = async (photoId?: string) => {
    if (photoId && ticked.current.length) await addToCollections(photoId, ticked.current);
    onUploaded();
  };
  const hydrated = useHydrated();
  const maxUploadMb = useUploadLimitMb();
  const action = useFormAction();
  const { close } = useDialogLinks();
  const fileId = useId();
  const keepOriginals = useKeepOriginals();
  const flow = useUploadFlow(
    categories,
    (photoId) => void uploaded(photoId),
    {
      title: failure?.fields.title ?? "",
      category: failure?.fields.category ?? "",
      description: failure?.fields.description ?? "",
    },
    keepOriginals,
  );
  // Several files: each stored photo joins the ticked collections, one after another, so two
  // photos stored at once do not both read a collection's list before either writes it back.
  const collectionQueue = useRef(Promise.resolve());
  const bulk = useBulkUpload(keepOriginals, (photoId) => {
    const collectionIds = ticked.current;
    if (!collectionIds.length) return;
    collectionQueue.current = collectionQueue.current.then(() =>
      addToCollections(photoId, collectionIds),
    );
  });
  const single = useRef<File | null>(null);
  const listing = bulk.items.length > 0;
  useReloadWhenSettled(bulk.running);

  const choose = (files: File[]) => {
    if (files.length === 1 && !listing) {
      single.current = files[0]!;
      return void flow.choose(files[0]);
    }
    // Several files: the one already chosen joins them in the list.
    const joining = single.current && !listing ? [single.current] : [];
    single.current = null;
    void flow.choose(undefined);
    if (flow.fileInput.current) flow.fileInput.current.value = "";
    if (files.length) void bulk.add([...joining, ...files]);
  };
  const drop = useFileDrop(choose, hydrated && flow.phase === "idle");
  // Files dropped on the page before the dialog opened are taken once, as if dropped here.
  const chooseNow = useRef(choose);
  chooseNow.current = choose;
  useEffect(() => {
    if (!dropped?.length) return;
    chooseNow.current(dropped);
    onDroppedTaken?.();
  }, [dropped, onDroppedTaken]);

  const busy = flow.phase !== "idle" || flow.image.progress !== null;
  const ready = bulk.items.filter((item) => item.status === "waiting").length;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ticked.current = tickedCollections(event.currentTarget);
    if (!listing) return void flow.submit();
    if (!flow.fields.category) {
      toast(toastFromMessage(UPLOAD_MESSAGES.missingInformation, "Missing Information"));
      return;
    }
    bulk.start(flow.fields.category);
  };
  const options = [
    { label: "Select a category", value: "" },
    ...categories.map((c) => ({ label: c.label, value: c.id })),
  ];
  const results = bulk.items.length ? bulk.items : fromResults(failure?.results ?? []);
  const readFromFile = listing ? null : fromFileSummary(flow.fromFile);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={hydrated ? onSubmit : undefined}
      noValidate
      className={drop.over ? "mp-drop mp-drop--over" : "mp-drop"}
      {...drop.handlers}
    >
      <input type="hidden" name="intent" value={INTENTS.upload} />
      <input type="hidden" name="imageType" value="photo" />
      <BlockStack gap="400">
        <FormErrorBanner errors={failure?.error ? [failure.error] : undefined} />
        <BlockStack gap="100">
          <label htmlFor={fileId}>
            <Text as="span">Photos</Text>
          </label>
          <input
            ref={flow.fileInput}
            id={fileId}
            type="file"
            name={BULK_FILE_FIELD}
            multiple
            accept={ACCEPTED_PHOTO_TYPES}
            disabled={flow.phase !== "idle"}
            onChange={(event) => choose(Array.from(event.currentTarget.files ?? []))}
          />
          <Text as="p" tone="subdued" variant="bodySm">
            {hydrated
              ? `JPG, PNG, WEBP, HEIC, HEIF or TIFF, each up to ${maxUploadMb}MB. Choose several, or drop them here.`
              : `JPG, PNG, WEBP, HEIC, HEIF or TIFF, each up to ${maxUploadMb}MB; up to ${BULK_MAX_FILES} at a time.`}
          </Text>
        </BlockStack>
        {flow.duplicate.match ? (
          <DuplicateNotice
            title={flow.duplicate.match.title}
            onUpload={flow.duplicate.accept}
            onSkip={() => {
              single.current = null;
              flow.discard();
            }}
          />
        ) : null}
        {listing ? null : (
          <UploadPreview
            prepared={flow.image.prepared}
            progress={flow.image.progress}
            analysing={flow.analysing}
          />
        )}
        {readFromFile ? (
          <Text as="p" tone="subdued">
            {readFromFile}
          </Text>
        ) : null}
        {listing ? null : (
          <TextField
            label="Title"
            name="title"
            value={flow.fields.title}
            onChange={(value) => flow.editField("title", value)}
            helpText="Left empty, or with several photos, each takes the title written into its file, else its file name."
            autoComplete="off"
          />
        )}
        <Select
          label="Category"
          name="category"
          options={options}
          value={flow.fields.category}
          onChange={(value) => flow.editField("category", value)}
          disabled={bulk.running}
          requiredIndicator
        />
        {listing ? null : (
          <TextField
            label="Description"
            name="description"
            value={flow.fields.description}
            onChange={(value) => flow.editField("description", value)}
            multiline={3}
            autoComplete="off"
          />
        )}
        <UploadCollectionsField collections={collections} />
        {hydrated ? null : <UploadDuplicatesCheckbox />}
        {flow.phase === "uploading" ? (
          <BlockStack gap="100">
            <Text as="p" tone="subdued">{`Uploading… ${flow.uploadProgress}%`}</Text>
            <ProgressBar progress={flow.uploadProgress} size="small" />
          </BlockStack>
        ) : null}
        <BulkResults items={results} running={bulk.running} onDecide={bulk.decide} />
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace disabled={flow.phase !== "idle"}>
            {bulk.items.some(isDone) || failure?.results ? "Close" : "Cancel"}
          </LinkButton>
          {listing ? (
            <Button submit variant="primary" disabled={bulk.running || !ready}>
              {bulk.running ? "Uploading..." : `Upload ${photos(ready)}`}
            </Button>
          ) : (
            <Button submit variant="primary" disabled={busy || Boolean(flow.duplicate.match)}>
              {hydrated ? SUBMIT_LABEL[flow.phase] : "Upload Photos"}
            </Button>
          )}
        </InlineStack>
      </BlockStack>
    </form>
  );
}
