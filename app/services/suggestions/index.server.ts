import { config } from "~/config.server";
import type { OpenAiSettings } from "./openai-provider.server";
import { suggestWith, type SuggestOptions } from "./suggest.server";
import type { AiAnalyzeResponse, PhotoSuggestions, SuggestionProvider } from "./types";

/**
 * AI photo suggestions (docs/product.md#entities, docs/product.md#states-and-transitions,
 * docs/product.md#api-calls): the one import surface for routes.
 */
export { ImageRejectedError } from "~/images/image-pipeline.server";
export { AiTimeoutError } from "./ai-timeout-error";
export { aiAnalysisAllowed, RATE_LIMIT_MESSAGE } from "./analysis-limit.server";
export { readImageUpload } from "./read-image-upload.server";
export type { SuggestOptions } from "./suggest.server";
export type { AiAnalyzeResponse, PhotoSuggestions, SuggestionProvider } from "./types";

/** Which provider is configured: OpenAI when OPENAI_API_KEY is set, else the offline analyser. */
export function suggestionProvider(): SuggestionProvider {
  return config().OPENAI_API_KEY ? "openai" : "offline";
}

export function openAiSettings(): OpenAiSettings | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  return OPENAI_API_KEY
    ? { apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }
    : null;
}

/** Suggestions and who actually wrote them ("offline" also after a provider failure). */
export function analysePhoto(image: Buffer, options?: SuggestOptions): Promise<AiAnalyzeResponse> {
  return suggestWith(image, openAiSettings(), options);
}

export async function suggestPhotoDetails(
  image: Buffer,
  options?: SuggestOptions,
): Promise<PhotoSuggestions> {
  return (await analysePhoto(image, options)).suggestions;
}
