import { ALL_CATEGORY, SYSTEM_CATEGORIES } from "~/utils/photo-view";
/**
 * What the upload dialog receives from `POST /api/photos/ai-analyze` (docs/product.md#entities "AI
 * photo suggestions", docs/product.md#api-calls). Client-safe: no server imports, so the dialog can
 * share these.
 */
export interface PhotoSuggestions {
  title: string;
  /**
   * One of SUGGESTION_CATEGORIES, or null when nothing settles it (the offline analyser does not
   * recognise subjects, so it names few categories).
   */
  category: string | null;
  /** Plain text, one or two sentences. */
  description: string;
  /** Lowercase, unique, at most MAX_TAGS. */
  tags: string[];
  alt: string;
}

/** "openai" is any OpenAI-compatible vision model, local ones included. */
export type SuggestionProvider = "openai" | "offline";

export interface AiAnalyzeResponse {
  suggestions: PhotoSuggestions;
  /** Who wrote these suggestions: "offline" also when the AI provider failed and we fell back. */
  provider: SuggestionProvider;
}

/**
 * The system categories of docs/product.md#entities a suggestion may name ("all" is a filter, not a
 * category).
 */
export const SUGGESTION_CATEGORIES: readonly string[] = SYSTEM_CATEGORIES.map((c) => c.id).filter(
  (id) => id !== ALL_CATEGORY,
);

export type SuggestionCategory = string;

/**
 * docs/product.md#api-calls, docs/product.md#constants-and-limits: the client gives up after 15 s;
 * the server stops waiting at the same moment.
 */
export const AI_ANALYSIS_TIMEOUT_MS = 15_000;

/** docs/product.md#error-catalogue, shown on abort (client) and sent with the server's 504. */
export const AI_TIMEOUT_MESSAGE =
  "AI Analysis Timeout: AI analysis took too long. You can still upload your photo manually.";

export const SUGGESTION_LIMITS = {
  title: 80,
  description: 400,
  alt: 200,
  tag: 32,
  tags: 10,
} as const;
