import { openAiSettings, suggestionProvider } from "~/services/suggestions/index.server";
import type { OpenAiSettings } from "~/services/suggestions/openai-provider.server";
import { heuristicRecommendations } from "./heuristic-recommendations";
import { heuristicThemes } from "./heuristic-themes";
import type { AiRecommendations, InsightsSource, ThemeSuggestions } from "./insight-types";
import { recommendWithOpenAi, themesWithOpenAi } from "./openai-insights.server";
import { siteFacts } from "./site-facts.server";
import type { SiteFacts } from "./site-facts";
import { logger } from "~/server/log/logger.server";

/**
 * AI Insights (docs/product.md#admin-dashboard, docs/product.md#api-calls): the one import surface
 * for routes.
 */
export type * from "./insight-types";
export { TOP_RECOMMENDATIONS, confidencePercent } from "./insight-types";

/** A model reading every banner's colours needs longer than a photo's suggestions. */
export const INSIGHTS_TIMEOUT_MS = 30_000;

export interface InsightsOptions {
  /** The caller's signal, e.g. the request's. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The provider to ask; defaults to the configured one (none: the heuristic). */
  openAi?: OpenAiSettings | null;
  now?: Date;
}

/** Who will answer: the configured model, or the heuristic when there is none. */
export function insightsProvider(): { source: InsightsSource; model: string | null } {
  const settings = suggestionProvider() === "openai" ? openAiSettings() : null;
  return settings
    ? { source: "openai", model: settings.model }
    : { source: "heuristic", model: null };
}

const PROVIDER_FAILED = "The AI provider did not answer; this is the offline heuristic instead.";

const summarise = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Asks the provider when there is one; on any failure (error, timeout, unusable answer) the
 * heuristic answers, marked with `providerError` so the screen says what happened.
 */
async function withFallback<T extends { providerError?: string }>(
  options: InsightsOptions,
  ask: (facts: SiteFacts, settings: OpenAiSettings, signal: AbortSignal, now: Date) => Promise<T>,
  heuristic: (facts: SiteFacts, now: Date) => T,
): Promise<T> {
  const { signal, timeoutMs = INSIGHTS_TIMEOUT_MS, now = new Date() } = options;
  const settings = options.openAi === undefined ? openAiSettings() : options.openAi;
  const facts = await siteFacts();
  if (!settings) return heuristic(facts, now);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await ask(facts, settings, signal ? AbortSignal.any([signal, deadline]) : deadline, now);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    logger.warn(`AI insights failed; answering with the heuristic. ${summarise(error)}`);
    return { ...heuristic(facts, now), providerError: PROVIDER_FAILED };
  }
}

export function analyseBanners(options: InsightsOptions = {}): Promise<AiRecommendations> {
  return withFallback(options, recommendWithOpenAi, heuristicRecommendations);
}

export function suggestThemes(options: InsightsOptions = {}): Promise<ThemeSuggestions> {
  return withFallback(options, themesWithOpenAi, heuristicThemes);
}
