import type { SuggestionProvider } from "~/services/suggestions/types";
import type { PhotoSuggestions } from "./apply-suggestions";

/** docs/product.md#constants-and-limits: the AI request gives up after 15 s. */
export const AI_TIMEOUT_MS = 15_000;

export type AnalysisOutcome =
  | { kind: "suggestions"; suggestions: PhotoSuggestions; provider: SuggestionProvider }
  | { kind: "timeout" }
  | { kind: "failed" }
  | { kind: "cancelled" };

/**
 * Asks POST /api/photos/ai-analyze for suggestions. Never throws: the caller toasts a timeout
 * and stays silent on any other failure (docs/product.md#error-catalogue). `cancel` aborts it (a
 * new file, a submit).
 */
export async function analysePhoto(file: File, cancel: AbortSignal): Promise<AnalysisOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, AI_TIMEOUT_MS);
  const onCancel = () => controller.abort();
  cancel.addEventListener("abort", onCancel);
  try {
    const body = new FormData();
    body.set("image", file);
    const response = await fetch("/api/photos/ai-analyze", {
      method: "POST",
      body,
      credentials: "include",
      headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
      signal: controller.signal,
    });
    // The server's own deadline answers 504 with the same meaning.
    if (response.status === 504) return { kind: "timeout" };
    if (!response.ok) return { kind: "failed" };
    const json = (await response.json()) as {
      suggestions?: PhotoSuggestions;
      provider?: SuggestionProvider;
    };
    if (!json.suggestions) return { kind: "failed" };
    // Only a model's answer may be called AI; anything else is the offline analyser's.
    const provider = json.provider === "openai" ? "openai" : "offline";
    return { kind: "suggestions", suggestions: json.suggestions, provider };
  } catch {
    if (timedOut) return { kind: "timeout" };
    return cancel.aborted ? { kind: "cancelled" } : { kind: "failed" };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener("abort", onCancel);
  }
}
