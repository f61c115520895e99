/**
 * AI Insights (docs/product.md#entities "AI recommendations", "AI theme suggestions"). Client-safe:
 * the tab's UI renders these shapes as the API sends them.
 */
export type InsightsSource = "openai" | "heuristic";

/** A banner suggested for one kind of visitor or photographer. */
export interface Recommendation {
  userType: string;
  reason: string;
  /** 0–1; shown as a percentage. */
  confidence: number;
  bannerId: string | null;
  bannerName: string | null;
}

export interface SuggestedRotation {
  schedule: string;
  reasoning: string;
}

export interface BannerAnalysis {
  bannerId: string;
  bannerName: string;
  visualStyle: string;
  mood: string;
  photographyType: string;
  /** Out of 10; null when there is nothing to judge by (no colour analysis yet). */
  appealRating: number | null;
  /** Colours as `#rrggbb` (the heuristic) or words (a model may answer either). */
  colorPalette: string[];
  targetAudience: string;
}

interface Provenance {
  source: InsightsSource;
  /** ISO 8601. */
  generatedAt: string;
  /** Set when the AI provider was asked but failed, and the heuristic answered instead. */
  providerError?: string;
}

export interface AiRecommendations extends Provenance {
  insights: string[];
  /** Best first; the tab shows the top 3. */
  recommendations: Recommendation[];
  suggestedRotation: SuggestedRotation | null;
  analysis: BannerAnalysis[];
}

export interface ThemeSuggestions extends Provenance {
  suggestions: string[];
}

/** docs/product.md#constants-and-limits: top recommendations shown. */
export const TOP_RECOMMENDATIONS = 3;

export const confidencePercent = (confidence: number) =>
  `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
