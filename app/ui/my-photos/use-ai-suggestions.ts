import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { toast } from "~/ui/toast-store";
import type { EmbeddedMetadata } from "~/utils/photo-rights";
import type { CategoryOption } from "~/utils/photo-view";
import { analysePhoto } from "./analyse-photo";
import { applySuggestions, type UploadFields } from "./apply-suggestions";
import { withFileWords } from "./prefill-from-file";
import { suggestionsToast } from "./suggestions-toast";

const NO_SUGGESTIONS = { altText: "", tags: [] as string[] };

interface AiOptions {
  categories: CategoryOption[];
  /**
   * Whether the user has typed in title, category or description
   * (docs/product.md#states-and-transitions).
   */
  edited: { current: boolean };
  setFields: Dispatch<SetStateAction<UploadFields>>;
}

/**
 * Asks for suggestions about the prepared photo (docs/product.md#states-and-transitions,
 * docs/product.md#error-catalogue): fills the form if untouched, keeps alt text and tags for the
 * upload, says who suggested them (a model, or the file itself), toasts a timeout and stays silent
 * on other failures.
 */
export function useAiSuggestions({ categories, edited, setFields }: AiOptions) {
  const [ai, setAi] = useState(NO_SUGGESTIONS);
  const [analysing, setAnalysing] = useState(false);
  const request = useRef<AbortController | null>(null);

  /** Drops a request in flight: its answer would change what the user is about to send. */
  const cancel = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setAnalysing(false);
  }, []);
  const clear = useCallback(() => {
    cancel();
    setAi(NO_SUGGESTIONS);
  }, [cancel]);

  /** `fromFile`: what the chosen file says about itself, which wins over any guess. */
  const suggest = async (file: File, fromFile?: Promise<EmbeddedMetadata | null>) => {
    clear();
    const mine = new AbortController();
    request.current = mine;
    setAnalysing(true);
    const [outcome, metadata] = await Promise.all([analysePhoto(file, mine.signal), fromFile]);
    if (request.current !== mine) return;
    request.current = null;
    setAnalysing(false);
    if (outcome.kind === "timeout") {
      toast({
        title: "AI Analysis Timeout",
        description: "AI analysis took too long. You can still upload your photo manually.",
        variant: "destructive",
      });
    }
    if (outcome.kind !== "suggestions") return;
    const suggestions = withFileWords(outcome.suggestions, metadata ?? null);
    setAi({ altText: suggestions.alt ?? "", tags: suggestions.tags ?? [] });
    const ids = categories.map((c) => c.id);
    setFields((current) => applySuggestions(current, edited.current, suggestions, ids).fields);
    toast(suggestionsToast(outcome.provider, edited.current));
  };

  return { ai, analysing, suggest, cancel, clear };
}
