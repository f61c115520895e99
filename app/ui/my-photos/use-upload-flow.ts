import { useCallback, useRef, useState } from "react";
import { toast } from "~/ui/toast-store";
import { UPLOAD_MESSAGES, type CategoryOption } from "~/utils/photo-view";
import type { UploadFields } from "./apply-suggestions";
import { toastFromMessage } from "./toast-text";
import { postWithProgress } from "./upload-request";
import { useAiSuggestions } from "./use-ai-suggestions";
import { usePreparedImage } from "./use-prepared-image";

/** Spec §9: a 1 s pause ("Processing...") before the upload starts. */
export const PROCESSING_PAUSE_MS = 1000;
export const UPLOAD_URL = "/api/photos/upload";

export type SubmitPhase = "idle" | "processing" | "uploading";

const EMPTY_FIELDS: UploadFields = { title: "", category: "", description: "" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The upload dialog with JavaScript: file → optimisation → preview → AI → submit (spec §4). */
export function useUploadFlow(
  categories: CategoryOption[],
  onUploaded: () => void,
  initialFields: UploadFields = EMPTY_FIELDS,
) {
  const [fields, setFields] = useState<UploadFields>(initialFields);
  const [phase, setPhase] = useState<SubmitPhase>("idle");
  const [uploadProgress, setUploadProgress] = useState(0);
  const edited = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const suggestions = useAiSuggestions({ categories, edited, setFields });
  const { clear: clearSuggestions } = suggestions;

  const clearFileInput = useCallback(() => {
    if (fileInput.current) fileInput.current.value = "";
  }, []);
  const reset = useCallback(() => {
    clearSuggestions();
    setFields(EMPTY_FIELDS);
    setPhase("idle");
    edited.current = false;
    clearFileInput();
  }, [clearFileInput, clearSuggestions]);
  const image = usePreparedImage(clearFileInput, reset);

  const editField = (name: keyof UploadFields, value: string) => {
    edited.current = true;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const choose = async (file: File | undefined) => {
    suggestions.clear();
    if (!file) return image.clear();
    const ready = await image.prepare(file);
    if (ready) void suggestions.suggest(ready.file);
  };

  const send = ({ file, exif }: { file: File; exif: string | null }) => {
    const body = new FormData();
    body.set("image", file);
    // A re-encoded file has lost the camera's EXIF: the original's goes with it (DESIGN §5).
    if (exif) body.set("exif", exif);
    body.set("title", fields.title.trim());
    body.set("category", fields.category);
    body.set("description", fields.description);
    body.set("aiAltText", suggestions.ai.altText);
    body.set("aiTags", JSON.stringify(suggestions.ai.tags));
    body.set("imageType", "photo");
    return postWithProgress(UPLOAD_URL, body, setUploadProgress);
  };

  const submit = async () => {
    const prepared = image.prepared;
    if (!prepared || !fields.title.trim() || !fields.category) {
      toast(toastFromMessage(UPLOAD_MESSAGES.missingInformation, "Missing Information"));
      return;
    }
    suggestions.cancel();
    setPhase("processing");
    await sleep(PROCESSING_PAUSE_MS);
    setPhase("uploading");
    setUploadProgress(0);
    const answer = await send(prepared);
    if (answer.status >= 200 && answer.status < 300) {
      toast({
        title: UPLOAD_MESSAGES.uploaded,
        description: `"${fields.title.trim()}" is in your photos, private until you make it public.`,
      });
      reset();
      image.clear();
      onUploaded();
      return;
    }
    toast(toastFromMessage(answer.body?.message || UPLOAD_MESSAGES.uploadFailed, "Upload Failed"));
    setPhase("idle");
  };

  return {
    fields,
    editField,
    ai: suggestions.ai,
    analysing: suggestions.analysing,
    phase,
    uploadProgress,
    fileInput,
    image,
    choose,
    submit,
  };
}
