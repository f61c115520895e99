import { useCallback, useRef, useState } from "react";
import { metadataField, readFileMetadata } from "~/ui/client-image/read-metadata";
import { toast } from "~/ui/toast-store";
import { titleFromFileName } from "~/utils/bulk-upload";
import { CHOSEN_SHA256_FIELD } from "~/utils/duplicate-photos";
import type { EmbeddedMetadata } from "~/utils/photo-rights";
import { UPLOAD_MESSAGES, uploadedDescription, type CategoryOption } from "~/utils/photo-view";
import type { UploadFields } from "./apply-suggestions";
import { fileWords, prefillFields } from "./prefill-from-file";
import { toastFromMessage } from "./toast-text";
import { postWithProgress } from "./upload-request";
import { useAiSuggestions } from "./use-ai-suggestions";
import { useDuplicateCheck } from "./use-duplicate-check";
import { usePreparedImage, type PreparedImage } from "./use-prepared-image";

/** docs/product.md#constants-and-limits: a 1 s pause ("Processing...") before the upload starts. */
export const PROCESSING_PAUSE_MS = 1000;
export const UPLOAD_URL = "/api/photos/upload";

export type SubmitPhase = "idle" | "processing" | "uploading";

const EMPTY_FIELDS: UploadFields = { title: "", category: "", description: "" };
const NOTHING_READ: Promise<EmbeddedMetadata | null> = Promise.resolve(null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The upload dialog with JavaScript: file → optimisation → preview → AI → submit
 * (docs/product.md#states-and-transitions). The chosen file's own IPTC/XMP prefills the form, and
 * travels beside a re-encoded copy, which has lost it; with `keepOriginals` the file is sent as
 * chosen.
 */
export function useUploadFlow(
  categories: CategoryOption[],
  /** Told the stored photo's id, so the dialog can put it into collections. */
  onUploaded: (photoId?: string) => void,
  initialFields: UploadFields = EMPTY_FIELDS,
  keepOriginals = false,
) {
  const [fields, setFields] = useState<UploadFields>(initialFields);
  const [fromFile, setFromFile] = useState<EmbeddedMetadata | null>(null);
  /** The chosen file's metadata as it is being read: the latest choice's only. */
  const reading = useRef(NOTHING_READ);
  const [phase, setPhase] = useState<SubmitPhase>("idle");
  const [uploadProgress, setUploadProgress] = useState(0);
  const edited = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const suggestions = useAiSuggestions({ categories, edited, setFields });
  const { clear: clearSuggestions } = suggestions;
  const duplicate = useDuplicateCheck();
  const { clear: clearDuplicate } = duplicate;

  const clearFileInput = useCallback(() => {
    if (fileInput.current) fileInput.current.value = "";
  }, []);
  const forgetMetadata = useCallback(() => {
    reading.current = NOTHING_READ;
    setFromFile(null);
  }, []);
  const reset = useCallback(() => {
    clearSuggestions();
    clearDuplicate();
    forgetMetadata();
    setFields(EMPTY_FIELDS);
    setPhase("idle");
    edited.current = false;
    clearFileInput();
  }, [clearFileInput, clearSuggestions, clearDuplicate, forgetMetadata]);
  const image = usePreparedImage(clearFileInput, reset, keepOriginals);

  const editField = (name: keyof UploadFields, value: string) => {
    edited.current = true;
    setFields((current) => ({ ...current, [name]: value }));
  };

  /** Reads the file's own captions and rights, and fills the empty fields with them. */
  const readMetadata = (file: File) => {
    const mine = readFileMetadata(file);
    reading.current = mine;
    void mine.then((metadata) => {
      if (reading.current !== mine) return;
      setFromFile(metadata);
      if (metadata) setFields((current) => prefillFields(current, metadata));
    });
    return mine;
  };

  const choose = async (file: File | undefined) => {
    suggestions.clear();
    duplicate.clear();
    forgetMetadata();
    if (!file) return image.clear();
    // Flagged before anything is sent when the photographer already has it (ADR 44).
    void duplicate.check(file);
    const metadata = readMetadata(file);
    const ready = await image.prepare(file);
    if (ready) void suggestions.suggest(ready.file, metadata);
  };

  const send = async (prepared: PreparedImage) => {
    const { file, exif, optimised } = prepared;
    const metadata = await reading.current;
    const body = new FormData();
    body.set("image", file);
    // A re-encoded file has lost the camera's EXIF and the photographer's IPTC/XMP: the
    // original's go with it (docs/product.md#image-pipeline). A file sent as chosen carries its
    // own.
    if (exif) body.set("exif", exif);
    const metadataJson = optimised ? metadataField(metadata) : null;
    if (metadataJson) body.set("metadata", metadataJson);
    // And the chosen file's hash, so the same file is recognised next time (ADR 44).
    if (duplicate.sha256) body.set(CHOSEN_SHA256_FIELD, duplicate.sha256);
    // Left empty, the server titles the photo: what the file (or its metadata) says, else this.
    body.set("title", fields.title.trim());
    body.set("fallbackTitle", titleFromFileName(file.name));
    body.set("category", fields.category);
    body.set("description", fields.description);
    // The photographer's own alt text wins over a suggested one.
    body.set("aiAltText", fileWords(metadata).altText || suggestions.ai.altText);
    body.set("aiTags", JSON.stringify(suggestions.ai.tags));
    body.set("imageType", "photo");
    return postWithProgress(UPLOAD_URL, body, setUploadProgress);
  };

  const submit = async () => {
    const prepared = image.prepared;
    if (!prepared || !fields.category) {
      toast(toastFromMessage(UPLOAD_MESSAGES.missingInformation, "Missing Information"));
      return;
    }
    if (duplicate.match) return;
    suggestions.cancel();
    setPhase("processing");
    await sleep(PROCESSING_PAUSE_MS);
    setPhase("uploading");
    setUploadProgress(0);
    const answer = await send(prepared);
    if (answer.status >= 200 && answer.status < 300) {
      // The title the server gave it, which may be the one written into the file.
      toast({
        title: UPLOAD_MESSAGES.uploaded,
        description: uploadedDescription(answer.body?.title),
      });
      reset();
      image.clear();
      onUploaded(answer.body?.id);
      return;
    }
    toast(toastFromMessage(answer.body?.message || UPLOAD_MESSAGES.uploadFailed, "Upload Failed"));
    setPhase("idle");
  };

  /** Forgets the chosen file and everything typed or suggested for it. */
  const discard = () => {
    reset();
    image.clear();
  };

  return {
    discard,
    fields,
    fromFile,
    editField,
    ai: suggestions.ai,
    analysing: suggestions.analysing,
    duplicate,
    phase,
    uploadProgress,
    fileInput,
    image,
    choose,
    submit,
  };
}
